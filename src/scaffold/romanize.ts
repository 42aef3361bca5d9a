/**
 * Hangul to Latin letters by the Revised Romanization of Korean (국어의 로마자 표기법, 2000), with the
 * sound changes it writes across syllable boundaries inside a word: liaison (닭이 dalgi), nasalisation
 * (백마 baengma, 독립 dongnip), ㄹ assimilation (신라 silla, 종로 jongno), palatalisation (같이 gachi) and
 * aspiration after ㅎ (좋고 joko). Tensing is not written, as the rules say (압구정 apgujeong).
 *
 * Two choices where pronunciation needs a dictionary: ㄱ/ㄷ/ㅂ before ㅎ stay unaspirated, as the rules
 * prescribe for nouns (묵호 mukho, 집현전 jiphyeonjeon), since titles are mostly noun phrases; and no ㄴ is
 * inserted (학여울 would need a lexicon). Pure: no I/O.
 */

const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
// biome-ignore format: a table of the 21 vowels
const MEDIALS = [
  'a', 'ae', 'ya', 'yae', 'eo', 'e', 'yeo', 'ye', 'o', 'wa', 'wae', 'oe', 'yo', 'u', 'wo', 'we', 'wi', 'yu', 'eu', 'ui', 'i',
];
const FINALS = ['', ...'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'];

/** 'L' is ㄹ read as l (after another ㄹ), as opposed to ㄹ between vowels, read r. */
// biome-ignore format: a table
const INITIAL_LATIN: Record<string, string> = {
  ㄱ: 'g', ㄲ: 'kk', ㄴ: 'n', ㄷ: 'd', ㄸ: 'tt', ㄹ: 'r', L: 'l', ㅁ: 'm', ㅂ: 'b', ㅃ: 'pp', ㅅ: 's',
  ㅆ: 'ss', ㅇ: '', ㅈ: 'j', ㅉ: 'jj', ㅊ: 'ch', ㅋ: 'k', ㅌ: 't', ㅍ: 'p', ㅎ: 'h',
};
const FINAL_LATIN: Record<string, string> = {
  '': '',
  ㄱ: 'k',
  ㄴ: 'n',
  ㄷ: 't',
  ㄹ: 'l',
  ㅁ: 'm',
  ㅂ: 'p',
  ㅇ: 'ng',
};

/** The seven sounds a final can have before a consonant or at the end of a word. */
// biome-ignore format: a table
const NEUTRAL: Record<string, string> = {
  ㄱ: 'ㄱ', ㄲ: 'ㄱ', ㅋ: 'ㄱ', ㄳ: 'ㄱ', ㄺ: 'ㄱ', ㄴ: 'ㄴ', ㄵ: 'ㄴ', ㄶ: 'ㄴ', ㄷ: 'ㄷ', ㅅ: 'ㄷ', ㅆ: 'ㄷ',
  ㅈ: 'ㄷ', ㅊ: 'ㄷ', ㅌ: 'ㄷ', ㅎ: 'ㄷ', ㄹ: 'ㄹ', ㄼ: 'ㄹ', ㄽ: 'ㄹ', ㄾ: 'ㄹ', ㅀ: 'ㄹ', ㅁ: 'ㅁ', ㄻ: 'ㅁ',
  ㅂ: 'ㅂ', ㅍ: 'ㅂ', ㅄ: 'ㅂ', ㄿ: 'ㅂ', ㅇ: 'ㅇ', '': '',
};
/** A double final before a vowel: the first consonant stays, the second opens the next syllable. */
// biome-ignore format: a table
const SPLIT: Record<string, [string, string]> = {
  ㄳ: ['ㄱ', 'ㅅ'], ㄵ: ['ㄴ', 'ㅈ'], ㄺ: ['ㄹ', 'ㄱ'], ㄻ: ['ㄹ', 'ㅁ'], ㄼ: ['ㄹ', 'ㅂ'], ㄽ: ['ㄹ', 'ㅅ'],
  ㄾ: ['ㄹ', 'ㅌ'], ㄿ: ['ㄹ', 'ㅍ'], ㅄ: ['ㅂ', 'ㅅ'],
};
const NASAL: Record<string, string> = { ㄱ: 'ㅇ', ㄷ: 'ㄴ', ㅂ: 'ㅁ' };
const ASPIRATED: Record<string, string> = { ㄱ: 'ㅋ', ㄷ: 'ㅌ', ㅈ: 'ㅊ' };
/** What is left of a final holding ㅎ once the ㅎ has gone into the next consonant or vowel. */
const WITHOUT_H: Record<string, string> = { ㅎ: '', ㄶ: 'ㄴ', ㅀ: 'ㄹ' };

interface Syllable {
  initial: string;
  medial: number;
  final: string;
}

export function isHangulSyllable(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return code >= 0xac00 && code <= 0xd7a3;
}

function decompose(ch: string): Syllable {
  const index = (ch.codePointAt(0) as number) - 0xac00;
  return {
    initial: INITIALS[Math.floor(index / 588)] as string,
    medial: Math.floor((index % 588) / 28),
    final: FINALS[index % 28] as string,
  };
}

/** Applies the sound change at the boundary between `a`'s final and `b`'s initial, in place. */
function join(a: Syllable, b: Syllable): void {
  const f = a.final;
  if (f === '') return;
  if (b.initial === 'ㅇ') {
    if (f === 'ㅇ') return;
    if (f in WITHOUT_H) {
      const rest = WITHOUT_H[f] as string;
      a.final = '';
      if (rest) b.initial = rest;
      return;
    }
    const beforeI = MEDIALS[b.medial] === 'i';
    if (beforeI && (f === 'ㄷ' || f === 'ㅌ' || f === 'ㄾ')) {
      a.final = f === 'ㄾ' ? 'ㄹ' : '';
      b.initial = f === 'ㄷ' ? 'ㅈ' : 'ㅊ';
      return;
    }
    const split = SPLIT[f];
    a.final = split ? split[0] : '';
    b.initial = split ? split[1] : f;
    return;
  }
  if (f in WITHOUT_H && (b.initial in ASPIRATED || b.initial === 'ㅅ' || b.initial === 'ㄴ')) {
    const rest = WITHOUT_H[f] as string;
    if (b.initial === 'ㄴ') a.final = rest === 'ㄹ' ? 'ㄹ' : 'ㄴ';
    else a.final = rest;
    if (b.initial === 'ㄴ' && rest === 'ㄹ') b.initial = 'L';
    else if (b.initial !== 'ㄴ') b.initial = ASPIRATED[b.initial] ?? b.initial;
    return;
  }
  let r = NEUTRAL[f] as string;
  if (b.initial === 'ㄹ') {
    if (r === 'ㄹ') b.initial = 'L';
    else if (r === 'ㄴ') {
      r = 'ㄹ';
      b.initial = 'L';
    } else {
      b.initial = 'ㄴ';
      r = NASAL[r] ?? r;
    }
  } else if (b.initial === 'ㄴ' || b.initial === 'ㅁ') {
    if (r === 'ㄹ' && b.initial === 'ㄴ') b.initial = 'L';
    else r = NASAL[r] ?? r;
  }
  a.final = r;
}

/** Romanises one run of Hangul syllables (a word), sound changes included. */
function romanizeWord(word: string): string {
  const syllables = [...word].map(decompose);
  for (let i = 0; i + 1 < syllables.length; i++) join(syllables[i] as Syllable, syllables[i + 1] as Syllable);
  return syllables
    .map((s) => (INITIAL_LATIN[s.initial] ?? '') + MEDIALS[s.medial] + FINAL_LATIN[NEUTRAL[s.final] ?? ''])
    .join('');
}

/**
 * Romanises every run of Hangul syllables in `text` and leaves everything else as it is.
 * Sound changes never cross a space or a non-Hangul character.
 */
export function romanize(text: string): string {
  return text.normalize('NFC').replace(/[\uac00-\ud7a3]+/g, (word) => romanizeWord(word));
}
