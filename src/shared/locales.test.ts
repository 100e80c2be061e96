import { describe, expect, it } from 'vitest';
import { localizedPath, splitLocale, writtenLang } from './locales';

describe('splitLocale', () => {
  it('reads the language prefix and the path without it', () => {
    expect(splitLocale('/hi/courses/x')).toEqual({ locale: 'hi', path: '/courses/x' });
    expect(splitLocale('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/hi/')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/courses')).toEqual({ locale: 'en', path: '/courses' });
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
  });

  it('takes only a known language as a prefix, never a path that starts like one', () => {
    expect(splitLocale('/history')).toEqual({ locale: 'en', path: '/history' });
    expect(splitLocale('/en/courses')).toEqual({ locale: 'en', path: '/en/courses' });
    expect(splitLocale('/xx/courses')).toEqual({ locale: 'en', path: '/xx/courses' });
  });
});

describe('localizedPath', () => {
  it('puts the language in front of a site path, keeping query and fragment', () => {
    expect(localizedPath('/courses?q=excel#top', 'hi')).toBe('/hi/courses?q=excel#top');
    expect(localizedPath('/', 'hi')).toBe('/hi');
    expect(localizedPath('/?q=1', 'hi')).toBe('/hi?q=1');
    expect(localizedPath('/hi/courses', 'en')).toBe('/courses');
    expect(localizedPath('/hi/courses', 'hi')).toBe('/hi/courses');
    expect(localizedPath('/hi', 'en')).toBe('/');
  });

  it('leaves alone what is not a page of the site', () => {
    for (const path of ['https://example.com/x', '//evil.example/x', 'mailto:a@b.in', '#top', 'courses', '/api/talks', '/assets/a.js', '/sitemap.xml']) {
      expect(localizedPath(path, 'hi')).toBe(path);
    }
  });
});

describe('writtenLang', () => {
  it('reads Devanagari text as Hindi, with the English words students mix in', () => {
    expect(writtenLang('डेटा एनालिस्ट कैसे बनें?')).toBe('hi');
    expect(writtenLang('SQL में JOIN कैसे लिखते हैं, कोई समझाएगा?')).toBe('hi');
  });

  it('reads Latin text as English, Hinglish included, and text without letters as English', () => {
    expect(writtenLang('How do I prepare for TCS NQT?')).toBe('en');
    expect(writtenLang('Data analyst kaise bane, koi roadmap batao')).toBe('en');
    expect(writtenLang('Python सीखना है but where to start with projects and practice')).toBe('en');
    expect(writtenLang('2026 — ₹1,20,000')).toBe('en');
  });
});
