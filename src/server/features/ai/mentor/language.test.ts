import { describe, expect, it } from 'vitest';
import { foldDevanagari, glossToEnglish, inputLanguage } from './language';

describe('inputLanguage', () => {
  it.each([
    ['How do I become a data analyst?', 'en'],
    ['SSC CGL ki taiyari kaise karu?', 'hinglish'],
    ['resume mein photo lagana chahiye kya?', 'hinglish'],
    ['यूपीएससी की तैयारी कैसे करें?', 'hi'],
    ['मुझे data analyst बनना है', 'hi'],
    ['Should I do MBA or MS?', 'en'],
  ])('%s → %s', (text, language) => {
    expect(inputLanguage(text)).toBe(language);
  });
});

describe('glossToEnglish', () => {
  it.each([
    ['SSC CGL ki taiyari kaise karu?', /SSC CGL .*preparation how do/],
    ['Naukri chhod ke UPSC ki taiyari', /^job quit and UPSC .*preparation$/],
    ['SBI PO ke liye daily routine bana do, 4 ghante roz', /SBI PO for daily routine make, 4 hours daily/],
    ['JEE mains 2 mahine bache hai', /JEE mains 2 months left/],
    ['क्या मुझे इंजीनियरिंग छोड़कर यूपीएससी की तैयारी करनी चाहिए?', /what me engineering quit and UPSC preparation should do/],
    ['एसएससी सीजीएल के लिए 6 महीने का प्लान बना दो', /SSC CGL for 6 months plan make/],
    ['मुझे कैट की तैयारी करनी है', /CAT/],
  ])('%s', (text, gloss) => {
    expect(glossToEnglish(text)).toMatch(gloss);
  });

  it('leaves English unchanged', () => {
    const text = 'I want to become a data analyst in 6 months, 3 hours a day. Is MS or MBA better?';
    expect(glossToEnglish(text)).toBe(text);
  });

  it('folds Hindi spelling variants: nukta, chandrabindu and Devanagari digits', () => {
    expect(foldDevanagari('पढ़ाई')).toBe(foldDevanagari('पढाई'));
    expect(foldDevanagari('हूँ')).toBe(foldDevanagari('हूं'));
    expect(foldDevanagari('४ घंटे')).toBe('4 घंटे');
  });
});
