import { describe, expect, test } from 'vitest';
import { romanize } from '../../src/scaffold/romanize.js';

// Examples from the Revised Romanization rules (국어의 로마자 표기법, 2000) and place names spelt by them.
describe('romanize (Revised Romanization)', () => {
  test.each([
    // plain spellings
    ['부산', 'busan'],
    ['한국', 'hanguk'],
    ['서울', 'seoul'],
    ['세종', 'sejong'],
    ['구미', 'gumi'],
    ['영동', 'yeongdong'],
    ['옥천', 'okcheon'],
    ['합덕', 'hapdeok'],
    ['호법', 'hobeop'],
    ['월곶', 'wolgot'],
    ['벚꽃', 'beotkkot'],
    ['한밭', 'hanbat'],
    ['구리', 'guri'],
    ['칠곡', 'chilgok'],
    ['임실', 'imsil'],
    ['의사', 'uisa'],
    ['광희문', 'gwanghuimun'],
    // liaison
    ['백암', 'baegam'],
    ['설악', 'seorak'],
    ['닭이', 'dalgi'],
    ['밖에', 'bakke'],
    ['많이', 'mani'],
    ['싫어', 'sireo'],
    // nasalisation
    ['백마', 'baengma'],
    ['국물', 'gungmul'],
    ['국내', 'gungnae'],
    ['합니다', 'hamnida'],
    ['입문', 'immun'],
    // ㄹ assimilation
    ['신라', 'silla'],
    ['울릉', 'ulleung'],
    ['대관령', 'daegwallyeong'],
    ['별내', 'byeollae'],
    ['설날', 'seollal'],
    ['종로', 'jongno'],
    ['대통령', 'daetongnyeong'],
    ['독립', 'dongnip'],
    ['왕십리', 'wangsimni'],
    ['협력', 'hyeomnyeok'],
    // palatalisation
    ['해돋이', 'haedoji'],
    ['같이', 'gachi'],
    // aspiration after ㅎ; none after ㄱ/ㄷ/ㅂ in nouns
    ['좋고', 'joko'],
    ['놓다', 'nota'],
    ['낳지', 'nachi'],
    ['묵호', 'mukho'],
    ['집현전', 'jiphyeonjeon'],
    // tensing is not written; finals reduce to seven sounds
    ['압구정', 'apgujeong'],
    ['낙동강', 'nakdonggang'],
    ['죽변', 'jukbyeon'],
    ['팔당', 'paldang'],
    ['샛별', 'saetbyeol'],
    ['여덟', 'yeodeol'],
    ['젊다', 'jeomda'],
    ['흙', 'heuk'],
    // words a technical blog uses
    ['코루틴', 'korutin'],
    ['정리', 'jeongni'],
    ['코틀린', 'koteullin'],
    ['안드로이드', 'andeuroideu'],
  ])('%s → %s', (hangul, latin) => {
    expect(romanize(hangul)).toBe(latin);
  });

  test('sound changes stay inside a word; other text is kept', () => {
    expect(romanize('코루틴 Flow 정리')).toBe('korutin Flow jeongni');
    expect(romanize('신 라')).toBe('sin ra');
  });
});
