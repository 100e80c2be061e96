import { describe, expect, it } from 'vitest';
import { browserLocale, languageOffer } from './language-suggestion';

describe('browserLocale', () => {
  it("reads the first of our languages a browser asks for, by quality, region ignored", () => {
    expect(browserLocale('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi');
    expect(browserLocale('en-US,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(browserLocale('en;q=0.5, HI-in;q=0.9')).toBe('hi');
    expect(browserLocale('fr-FR,fr;q=0.9,hi;q=0.4')).toBe('hi');
    expect(browserLocale('ta-IN,ta;q=0.9')).toBeNull();
    expect(browserLocale('')).toBeNull();
    expect(browserLocale(null)).toBeNull();
  });
});

describe('languageOffer', () => {
  it("offers Hindi on an English page to a visitor whose browser asks for it, and nothing the other way round", () => {
    expect(languageOffer('en', { acceptLanguage: 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi');
    expect(languageOffer('en', { acceptLanguage: 'en-IN,en;q=0.9,hi;q=0.8' })).toBeNull();
    expect(languageOffer('hi', { acceptLanguage: 'en-US,en;q=0.9' })).toBeNull();
    expect(languageOffer('hi', { acceptLanguage: 'hi' })).toBeNull();
  });

  it("offers a signed-in person the language on their account, whatever their browser says", () => {
    expect(languageOffer('en', { accountLocale: 'hi', acceptLanguage: 'en' })).toBe('hi');
    expect(languageOffer('hi', { accountLocale: 'en', acceptLanguage: 'hi' })).toBe('en');
    expect(languageOffer('en', { accountLocale: 'en', acceptLanguage: 'hi' })).toBeNull();
  });

  it('offers nothing to someone who closed the offer', () => {
    const cookie = 'currency=INR; language_offer=closed';
    expect(languageOffer('en', { acceptLanguage: 'hi', cookie })).toBeNull();
    expect(languageOffer('en', { accountLocale: 'hi', cookie })).toBeNull();
    expect(languageOffer('en', { acceptLanguage: 'hi', cookie: 'language_offer=open' })).toBe('hi');
  });
});
