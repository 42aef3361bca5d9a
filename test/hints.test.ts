import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeSite, runCli, tempDir } from './helpers.js';

// Front matter as Jekyll and Hugo blogs write it: every key that means something elsewhere gets a
// specific hint, never the "Remove it" that would throw away what the owner wrote.
const POST = `---
title: 쿠키와 세션
date: 2024-01-02
description: 쿠키와 세션의 차이
lastmod: 2024-02-01
categories: [web]
author: 서진
permalink: /cookie/
layout: post
slug: cookie-session
comments: true
published: false
excerpt: 요약
keywords: [http]
---

본문
`;

interface Finding {
  file: string;
  line: number;
  code: string;
  message: string;
  hint: string;
  pointer: string;
}

let findings: Finding[] = [];
let exitCode: number | undefined;
const { dir, cleanup } = tempDir();
afterAll(cleanup);

beforeAll(async () => {
  makeSite(dir);
  mkdirSync(join(dir, 'content/posts/2024'), { recursive: true });
  writeFileSync(join(dir, 'content/posts/2024/쿠키vs세션.md'), POST);
  writeFileSync(
    join(dir, 'content/posts/2024/Compose로-화면-만들기.md'),
    '---\ntitle: 컴포즈\ndate: 2024-01-03\n---\n\n본문\n',
  );
  const result = await runCli(['validate', '--json'], { cwd: dir });
  exitCode = result.exitCode;
  findings = JSON.parse(String(result.stdout)).diagnostics;
});

describe('hints for content brought from other generators', () => {
  test('validate fails on them', () => {
    expect(exitCode).toBe(1);
  });

  test.each([
    ['쿠키vs세션', 'kuki-vs-sesyeon.md'],
    ['Compose로-화면-만들기', 'compose-ro-hwamyeon-mandeulgi.md'],
  ])('invalid-id romanises Hangul as `new` does: %s', (id, file) => {
    const finding = findings.find((f) => f.code === 'invalid-id' && f.file.endsWith(`${id}.md`));
    expect(finding?.hint).toBe(`Rename the file to ${file}.`);
  });

  test.each([
    ['description', 'summary', /Rename "description" to "summary"/],
    ['excerpt', 'summary', /Rename "excerpt" to "summary"/],
    ['lastmod', 'modified', /Rename "lastmod" to "modified"/],
    ['keywords', 'tags', /Rename "keywords" to "tags"/],
    ['published', 'draft', /"draft: true"/],
  ])('%s: did you mean "%s"?', (key, field, hint) => {
    const finding = findings.find((f) => f.code === 'unknown-key' && f.pointer === `/${key}`);
    expect(finding?.message).toBe(`Unknown key "${key}": did you mean "${field}"?`);
    expect(finding?.hint).toMatch(hint);
  });

  test.each([
    ['categories', /add these to "tags".*site-api import jekyll/],
    ['author', /profile\.yaml/],
    ['permalink', /permalinks\.post.*site-api import jekyll/],
    ['slug', /rename the file to cookie-session\.md/],
    ['layout', /no themes/],
    ['comments', /not a setting of a post/],
  ])('%s gets a hint of its own', (key, hint) => {
    const finding = findings.find((f) => f.code === 'unknown-key' && f.pointer === `/${key}`);
    expect(finding?.message).toBe(`Unknown key "${key}".`);
    expect(finding?.hint).toMatch(hint);
  });

  test('no key with a meaning elsewhere is answered with "Remove it"', () => {
    const unknown = findings.filter((f) => f.code === 'unknown-key');
    expect(unknown).toHaveLength(11);
    for (const f of unknown) expect(f.hint).not.toMatch(/^Remove it/);
  });
});
