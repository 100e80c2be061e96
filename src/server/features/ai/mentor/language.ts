/**
 * Hindi and Hinglish for the offline mentor. Many students ask in Hindi (Devanagari) or in Hinglish (Hindi written in
 * Latin letters, mixed with English: "SSC CGL ki taiyari kaise karu?"). The mentor's recognisers work on English
 * words, so a question is first glossed: the Hindi and Hinglish words that carry meaning for careers, exams, study
 * time, CVs and decisions are replaced by their English equivalents ("taiyari" → preparation, "naukri chhod ke" →
 * "job quit and", "4 ghante roz" → "4 hours daily", "यूपीएससी" → UPSC); other Hindi words are dropped, English words
 * are kept. The gloss is only for understanding: answers quote the person's own words from the original text.
 *
 * Word order stays Hindi ("naukri chhod ke UPSC" glosses to "job quit and UPSC"), so the decision parser reads both
 * orders. Spellings vary a lot in Hinglish ("taiyari", "tayari", "tyari"); the lists below carry the common ones.
 *
 * Pure and deterministic.
 */

/** The language a question is written in: Hindi in Devanagari, Hinglish in Latin letters, or English. */
export type InputLanguage = 'en' | 'hinglish' | 'hi';

/** Hinglish phrases (several words) first, then single words; each matched as whole words, any letter case. */
const HINGLISH_PHRASES: readonly [string, string][] = [
  ['samajh nahi aa raha', 'confused'], ['samajh nhi aa raha', 'confused'], ['samajh nahi aa rha', 'confused'], ['samjh nahi aa raha', 'confused'], ['samajh nahi aata', 'confused'],
  ['pata nahi', 'do not know'], ['pta nahi', 'do not know'], ['pata nhi', 'do not know'],
  ['drop kar ke', 'quit and'], ['drop karke', 'quit and'], ['drop kar du', 'quit'], ['drop karun', 'quit'], ['drop kar', 'quit'],
  ['chhod ke', 'quit and'], ['chod ke', 'quit and'], ['chhod kar', 'quit and'], ['chod kar', 'quit and'], ['chhod du', 'quit'], ['chod du', 'quit'], ['chhod dun', 'quit'], ['chod dun', 'quit'],
  ['ke liye', 'for'], ['ke liya', 'for'], ['k liye', 'for'], ['ke lie', 'for'], ['ke saath', 'alongside'], ['ke sath', 'alongside'], ['k sath', 'alongside'], ['ke baad', 'after'], ['ke bad', 'after'], ['k baad', 'after'],
  ['kaun sa', 'which'], ['kon sa', 'which'], ['kaun si', 'which'], ['kon si', 'which'], ['kaun se', 'which'],
  ['bana do', 'make'], ['bana dijiye', 'make'], ['bata do', 'tell'], ['har din', 'daily'],
  ['karna chahiye', 'should do'], ['karni chahiye', 'should do'], ['karna chaiye', 'should do'], ['karu kya', 'should i'], ['karun kya', 'should i'], ['karoon kya', 'should i'],
  ['banna hai', 'want to become'], ['banna chahta', 'want to become'], ['banna chahti', 'want to become'], ['banana hai', 'want to become'], ['bnna hai', 'want to become'],
  ['bache hai', 'left'], ['bache hain', 'left'], ['bacha hai', 'left'], ['baki hai', 'left'], ['baaki hai', 'left'],
  ['life me', 'in life'], ['life mein', 'in life'],
];

const HINGLISH_WORDS: Record<string, string> = Object.fromEntries(
  (
    [
      ['preparation', 'taiyari tayari taiyaari tyari taiyyari tayyari tayari tiyari taiyari'],
      ['how', 'kaise kese kaisey kaise kaisa'],
      ['do', 'karu karun karoon karoo kru karein karen kare karna karni karne karo krna'],
      ['what', 'kya kyaa kia'],
      ['me', 'mujhe mujhko muje mereko mko'],
      ['need', 'chahiye chaiye chahie chaheye chahiy chaahiye'],
      ['job', 'naukri naukari nokri naukry nukri'],
      ['government', 'sarkari sarkaari'],
      ['quit', 'chhod chod chhodke chodke chhodkar chodkar chhodna chodna chhodu chodu chhodni chodni chhoda choda chhodun chodun'],
      ['study', 'padhai padhaai padai padhna padhu padhun padhni padhe padhunga'],
      ['become', 'banna bnna banu banoon bnu banun'],
      ['which', 'kaunsa konsa konsi kaunsi konse kaunse'],
      ['better', 'behtar behtr'],
      ['or', 'ya yaa'],
      ['hours', 'ghante ghanta ghnte ghnta ghanto'],
      ['daily', 'roz roj rozana rojana rozaana'],
      ['months', 'mahine mahina mahino mahinon mhine mahinay'],
      ['years', 'saal saalon'],
      ['days', 'din dino'],
      ['weeks', 'hafte hafta hafton'],
      ['exam', 'pariksha pariksa'],
      ['before', 'pehle pahle'],
      ['right', 'sahi shi'],
      ['good', 'achha accha acha achchha achcha acha'],
      ['weak', 'kamzor kamjor kamjoor'],
      ['like', 'pasand'],
      ['not', 'nahi nhi nahin nai'],
      ['and', 'aur'],
      ['my', 'mera meri mere'],
      ['if', 'agar'],
      ['put', 'lagana lagau lagaun lagaye lagayein lagaun'],
      ['write', 'likhu likhun likhe likhna likhoon likhoon'],
      ['make', 'banao banaye banau banaun banaoon banaoo'],
      ['tell', 'batao bataiye btao bataye'],
      ['something', 'kuch kuchh'],
      ['in', 'mein mei'],
      ['am', 'hu hoon hun hoo'],
      ['is', 'hai hain hei'],
      ['take', 'lena lelu lu lun'],
      ['give', 'du doon dun'],
      ['abroad', 'videsh'],
      ['business', 'dhandha vyapar vyapaar'],
      ['hardworking', 'mehnati'],
      ['english', 'angrezi angreji'],
      ['maths', 'ganit'],
    ] as const
  ).flatMap(([english, words]) => words.split(' ').map((w) => [w, english] as const)),
);

/** Hindi (Devanagari, nukta and chandrabindu folded: see `foldDevanagari`) phrases first, then words. */
const HINDI_PHRASES: readonly [string, string][] = [
  ['समझ नहीं आ रहा', 'confused'], ['पता नहीं', 'do not know'], ['के लिए', 'for'], ['के लिये', 'for'], ['के बाद', 'after'], ['के साथ', 'alongside'],
  ['कौन सा', 'which'], ['कौन सी', 'which'], ['कौन से', 'which'], ['कहां से', 'where to start'], ['कहाँ से', 'where to start'],
  ['छोड कर', 'quit and'], ['छोड के', 'quit and'], ['छोडकर', 'quit and'], ['छोड़कर', 'quit and'], ['छोड दूं', 'quit'], ['छोड दूँ', 'quit'],
  ['बना दो', 'make'], ['बता दो', 'tell'], ['हर दिन', 'daily'], ['दिन में', 'daily'],
  ['जीव विज्ञान', 'biology'], ['लोक सेवा आयोग', 'public service commission'], ['समय सारिणी', 'timetable'], ['टाइम टेबल', 'timetable'],
  ['फाइनल ईयर', 'final year'], ['अंतिम वर्ष', 'final year'], ['गैप ईयर', 'gap year'], ['बी कॉम', 'B.Com'], ['बी टेक', 'B.Tech'],
  ['बनना है', 'want to become'], ['बनना चाहता', 'want to become'], ['बनना चाहती', 'want to become'],
  ['बचे हैं', 'left'], ['बचे है', 'left'], ['बाकी हैं', 'left'], ['बाकी है', 'left'],
  ['करनी चाहिए', 'should do'], ['करना चाहिए', 'should do'],
];

const HINDI_WORDS: Record<string, string> = Object.fromEntries(
  (
    [
      ['preparation', 'तैयारी तयारी'],
      ['how', 'कैसे कैसा'],
      ['do', 'करूं करूँ करू करें करे करना करनी करने कर करो'],
      ['what', 'क्या'],
      ['me', 'मुझे मुझको'],
      ['need', 'चाहिए चाहिये'],
      ['job', 'नौकरी जॉब'],
      ['government', 'सरकारी'],
      ['quit', 'छोड छोडना छोडूं छोडूँ'],
      ['study', 'पढाई पढना पढ़ाई'],
      ['become', 'बनना बनूं बनूँ'],
      ['make', 'बनाऊं बनाऊँ बनाना बनाओ बनाइए बनाएं बनाएँ'],
      ['which', 'कौनसा कौनसी'],
      ['better', 'बेहतर'],
      ['or', 'या'],
      ['hours', 'घंटे घंटा'],
      ['daily', 'रोज रोजाना प्रतिदिन'],
      ['months', 'महीने महीना महीनों'],
      ['years', 'साल वर्ष'],
      ['days', 'दिन'],
      ['weeks', 'हफ्ते सप्ताह'],
      ['exam', 'परीक्षा एग्जाम'],
      ['before', 'पहले'],
      ['right', 'सही'],
      ['good', 'अच्छा अच्छी अच्छे'],
      ['weak', 'कमजोर'],
      ['like', 'पसंद'],
      ['not', 'नहीं नही'],
      ['and', 'और'],
      ['my', 'मेरा मेरी मेरे'],
      ['i', 'मैं मै'],
      ['am', 'हूं हूँ हु'],
      ['is', 'है हैं'],
      ['if', 'अगर'],
      ['in', 'में'],
      ['start', 'शुरू शुरुआत'],
      ['tell', 'बताओ बताइए'],
      ['UPSC', 'यूपीएससी'],
      ['IAS', 'आईएएस'],
      ['IPS', 'आईपीएस'],
      ['SSC', 'एसएससी'],
      ['CGL', 'सीजीएल'],
      ['CHSL', 'सीएचएसएल'],
      ['bank', 'बैंक'],
      ['PO', 'पीओ'],
      ['IBPS', 'आईबीपीएस'],
      ['SBI', 'एसबीआई'],
      ['clerk', 'क्लर्क'],
      ['NEET', 'नीट'],
      ['JEE', 'जेईई'],
      ['main', 'मेन मेंस'],
      ['CAT', 'कैट'],
      ['GATE', 'गेट'],
      ['PCS', 'पीसीएस'],
      ['UPPSC', 'यूपीपीएससी'],
      ['BPSC', 'बीपीएससी'],
      ['MPPSC', 'एमपीपीएससी'],
      ['RPSC', 'आरपीएससी'],
      ['MPSC', 'एमपीएससी'],
      ['state', 'राज्य'],
      ['placement', 'प्लेसमेंट'],
      ['campus', 'कैंपस'],
      ['TCS', 'टीसीएस'],
      ['Infosys', 'इंफोसिस इन्फोसिस'],
      ['Wipro', 'विप्रो'],
      ['Accenture', 'एक्सेंचर'],
      ['career', 'करियर कैरियर'],
      ['course', 'कोर्स'],
      ['skills', 'स्किल स्किल्स कौशल'],
      ['CA', 'सीए'],
      ['B.Com', 'बीकॉम बी.कॉम'],
      ['B.Tech', 'बीटेक बी.टेक'],
      ['BA', 'बीए'],
      ['B.Sc', 'बीएससी'],
      ['BBA', 'बीबीए'],
      ['BCA', 'बीसीए'],
      ['MBA', 'एमबीए'],
      ['MS', 'एमएस'],
      ['engineering', 'इंजीनियरिंग'],
      ['engineer', 'इंजीनियर'],
      ['data', 'डेटा डाटा'],
      ['scientist', 'साइंटिस्ट'],
      ['science', 'साइंस विज्ञान'],
      ['analyst', 'एनालिस्ट'],
      ['analysis', 'एनालिसिस'],
      ['developer', 'डेवलपर'],
      ['web', 'वेब'],
      ['software', 'सॉफ्टवेयर'],
      ['programming', 'प्रोग्रामिंग'],
      ['coding', 'कोडिंग'],
      ['computer', 'कंप्यूटर कम्प्यूटर'],
      ['games', 'गेम्स गेम'],
      ['designer', 'डिजाइनर'],
      ['design', 'डिजाइन'],
      ['marketing', 'मार्केटिंग'],
      ['digital', 'डिजिटल'],
      ['cyber', 'साइबर'],
      ['security', 'सुरक्षा सिक्योरिटी'],
      ['teacher', 'शिक्षक टीचर अध्यापक'],
      ['doctor', 'डॉक्टर डाक्टर'],
      ['lawyer', 'वकील'],
      ['resume', 'रिज्यूमे रेज्यूमे रिज्यूम बायोडाटा सीवी'],
      ['photo', 'फोटो'],
      ['page', 'पेज पन्ना'],
      ['experience', 'अनुभव'],
      ['fresher', 'फ्रेशर'],
      ['projects', 'प्रोजेक्ट प्रोजेक्ट्स'],
      ['English', 'अंग्रेजी इंग्लिश'],
      ['maths', 'गणित मैथ्स'],
      ['biology', 'बायोलॉजी'],
      ['business', 'व्यापार बिजनेस व्यवसाय'],
      ['startup', 'स्टार्टअप'],
      ['hardworking', 'मेहनती'],
      ['plan', 'प्लान योजना'],
      ['roadmap', 'रोडमैप'],
      ['abroad', 'विदेश'],
      ['degree', 'डिग्री'],
      ['college', 'कॉलेज'],
      ['school', 'स्कूल'],
      ['class', 'कक्षा'],
      ['12th', '12वीं बारहवीं'],
      ['10th', '10वीं दसवीं'],
      ['private', 'प्राइवेट निजी'],
      ['interview', 'इंटरव्यू साक्षात्कार'],
      ['salary', 'सैलरी वेतन तनख्वाह'],
      ['1', 'एक'],
      ['2', 'दो'],
      ['3', 'तीन'],
      ['4', 'चार'],
      ['5', 'पांच पाँच'],
      ['6', 'छह छः'],
      ['7', 'सात'],
      ['8', 'आठ'],
      ['10', 'दस'],
      ['12', 'बारह'],
    ] as const
  ).flatMap(([english, words]) => words.split(' ').map((w) => [foldDevanagari(w), english] as const)),
);

const DEVANAGARI = /[\u0900-\u097F]/;
const DEVANAGARI_RUN = /[\u0900-\u097F]+(?:[ .][\u0900-\u097F]+)*/g;

/** Folds spelling variants: nukta dropped (ड़ → ड), chandrabindu as anusvara (ँ → ं), Devanagari digits as Latin. */
export function foldDevanagari(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u0958-\u095F]/g, (c) => c.normalize('NFD').replace(/\u093C/g, ''))
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));
}

/** Markers that a Latin-script message is Hinglish: two of these (or one of the unmistakable ones). */
const HINGLISH_MARKERS = /\b(?:kaise|kese|kya|kyaa|hai|hain|mujhe|muje|karu|karun|karna|chahiye|chaiye|taiyari|tayari|naukri|nokri|ke liye|nahi|nhi|kaunsa|konsa|mein|aur|mera|meri|padhai|banna|ghante|mahine|roz|hoon|sahi|achha|accha|pasand|chhod|chod|lagana|likhu|bana do|batao|kuch|samajh|sarkari|saal|ke baad|ke saath|ya)\b/gi;
const UNMISTAKABLE = /\b(?:taiyari|tayari|chahiye|chaiye|naukri|nokri|kaise|mujhe|karu|karun|kaunsa|konsa|padhai|sarkari|ghante|mahine)\b/i;

/** The language of a question: Hindi when a third of its letters are Devanagari, Hinglish by its marker words. */
export function inputLanguage(text: string): InputLanguage {
  const sample = text.slice(0, 4000);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  const devanagari = sample.match(/[\u0900-\u097F]/g)?.length ?? 0;
  if (letters > 0 && devanagari / letters >= 0.3) return 'hi';
  if (UNMISTAKABLE.test(sample) || (sample.match(HINGLISH_MARKERS)?.length ?? 0) >= 2) return 'hinglish';
  return 'en';
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const HINGLISH_PHRASE_RE = HINGLISH_PHRASES.map(([hi, en]) => [new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(hi)}(?![\\p{L}\\p{N}])`, 'giu'), en] as const);
const HINGLISH_WORD_RE = new RegExp(`(?<![\\p{L}\\p{N}.])(${Object.keys(HINGLISH_WORDS).map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/** Hindi runs glossed word by word (longest phrase first); unknown Hindi words are dropped. */
function glossHindiRun(run: string): string {
  let t = ` ${foldDevanagari(run).replace(/[।.]/g, ' ')} `;
  for (const [hi, en] of HINDI_PHRASES) t = t.split(` ${foldDevanagari(hi)} `).join(` ${en} `);
  return t
    .trim()
    .split(/\s+/)
    .map((w) => HINDI_WORDS[w] ?? (!DEVANAGARI.test(w) ? w : /^\d+(?:वीं|वी)$/.test(w) ? `${w.replace(/\D/g, '')}th` : ''))
    .filter(Boolean)
    .join(' ');
}

/**
 * The question in English words for the recognisers: Hinglish words and Hindi runs replaced by their English
 * equivalents, English kept as written. English text comes back unchanged but for a few Hinglish words it cannot
 * contain ("taiyari", "naukri").
 */
export function glossToEnglish(text: string): string {
  let t = text;
  if (DEVANAGARI.test(t)) t = t.replace(DEVANAGARI_RUN, (run) => ` ${glossHindiRun(run)} `);
  for (const [re, en] of HINGLISH_PHRASE_RE) t = t.replace(re, en);
  t = t.replace(HINGLISH_WORD_RE, (w) => HINGLISH_WORDS[w.toLowerCase()] ?? w);
  return t.replace(/[ \t]+/g, ' ').trim();
}
