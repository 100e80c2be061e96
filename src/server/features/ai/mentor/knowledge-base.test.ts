/** The mentor's shipped content (content/mentor/) is complete and well formed, and the mentor recognises what it names. */
import { describe, expect, it } from 'vitest';
import { mentorKnowledge } from './knowledge-base';
import type { ResourceKey } from './knowledge-types';
import { findCareer, findCareerMentions, findExam, matchInterests } from './recognise';

const { careers: CAREERS, exams: EXAMS, interestAreas: INTEREST_AREAS, resources: RESOURCES } = mentorKnowledge();
const careerIds = new Set(CAREERS.map((c) => c.id));

describe('knowledge base integrity', () => {
  it('has at least 15 careers with unique ids and the shape every answer relies on', () => {
    expect(CAREERS.length).toBeGreaterThanOrEqual(15);
    expect(careerIds.size).toBe(CAREERS.length);
    for (const c of CAREERS) {
      expect(c.aliases.length, c.id).toBeGreaterThan(0);
      for (const a of c.aliases) expect(a, c.id).toBe(a.toLowerCase());
      expect(c.skills.length, c.id).toBeGreaterThanOrEqual(5);
      expect(c.stages.length, c.id).toBeGreaterThanOrEqual(3);
      expect(c.stages.length, c.id).toBeLessThanOrEqual(5);
      for (const s of c.stages) {
        expect(s.weeks, `${c.id}: ${s.title}`).toBeGreaterThan(0);
        expect(s.milestones.length).toBeGreaterThan(0);
        expect(s.project.length).toBeGreaterThan(10);
        expect(s.resources.length).toBeGreaterThan(0);
      }
      if (c.salary.maxLpa !== null) expect(c.salary.minLpa).toBeLessThanOrEqual(c.salary.maxLpa);
      for (const r of c.related) expect(careerIds.has(r), `${c.id} → ${r}`).toBe(true);
      expect(c.upsides.length).toBeGreaterThan(0);
      expect(c.risks.length).toBeGreaterThan(0);
    }
  });

  it('links only to known resources, each over https', () => {
    const keys = new Set(Object.keys(RESOURCES));
    const used: ResourceKey[] = [...CAREERS.flatMap((c) => [...c.resources, ...c.stages.flatMap((s) => s.resources)]), ...EXAMS.flatMap((e) => e.resources)];
    for (const k of used) expect(keys.has(k), k).toBe(true);
    for (const r of Object.values(RESOURCES)) if (r.url) expect(r.url).toMatch(/^https:\/\//);
  });

  it('covers entrance exams, government recruitment and campus hiring tests, each with study shares summing to 100', () => {
    const ids = EXAMS.map((e) => e.id);
    for (const id of ['jee-main', 'jee-advanced', 'neet-ug', 'cat', 'gate-cs', 'upsc-prelims', 'clat', 'ca-foundation', 'gre', 'ielts', 'ssc-cgl', 'bank-po', 'state-psc', 'uppsc', 'bpsc', 'mpsc', 'campus-placements', 'tcs-nqt', 'infosys-test', 'wipro-nth'] as const) expect(ids).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of EXAMS.filter((x) => x.kind === 'government')) {
      expect(e.eligibility, e.id).toBeTruthy();
      expect(e.selection, e.id).toBeTruthy();
    }
    for (const e of EXAMS.filter((x) => x.career)) expect(careerIds.has(e.career!), `${e.id} → ${e.career}`).toBe(true);
    for (const e of EXAMS) {
      expect(e.sections.reduce((s, x) => s + x.studyShare, 0), e.id).toBe(100);
      for (const s of e.sections) expect(s.topics.length, `${e.id}: ${s.name}`).toBeGreaterThan(0);
    }
  });

  it('maps every interest area to known careers', () => {
    for (const a of INTEREST_AREAS) for (const id of a.careers) expect(careerIds.has(id), `${a.id} → ${id}`).toBe(true);
  });
});

describe('recognition', () => {
  it.each([
    ['How do I become a data scientist?', 'data-scientist'],
    ['I want to get into machine learning', 'data-scientist'],
    ['how to be a front-end developer', 'web-developer'],
    ['I want to be a developer', 'software-engineer'],
    ['UI/UX designer roadmap', 'ux-designer'],
    ['become a CA', 'chartered-accountant'],
    ['how to become IAS officer', 'civil-services'],
    ['ethical hacking career', 'cybersecurity-analyst'],
    ['I want to start my own business', 'entrepreneur'],
    ['YouTuber', 'content-creator'],
  ])('"%s" → %s', (text, id) => {
    expect(findCareer(text)?.id).toBe(id);
  });

  it('does not read "developer" inside "web developer" as a second career', () => {
    expect(findCareerMentions('I am a web developer').map((m) => m.career.id)).toEqual(['web-developer']);
  });

  it.each([
    ['JEE Mains 2025', 'jee-main'],
    ['jee advanced plan', 'jee-advanced'],
    ['NEET UG', 'neet-ug'],
    ['CAT', 'cat'],
    ['GATE CSE', 'gate-cs'],
    ['upsc prelims', 'upsc-prelims'],
    ['CLAT 2026', 'clat'],
    ['CA Foundation', 'ca-foundation'],
    ['GRE', 'gre'],
    ['IELTS academic', 'ielts'],
    ['SSC CGL 2026', 'ssc-cgl'],
    ['IBPS PO mains', 'bank-po'],
    ['sbi po', 'bank-po'],
    ['BPSC prelims', 'bpsc'],
    ['uppsc pcs', 'uppsc'],
    ['prelims plan', 'upsc-prelims'],
    ['TCS NQT', 'tcs-nqt'],
    ['tcs ki preparation', 'tcs-nqt'],
    ['infosys placement paper pattern', 'infosys-test'],
    ['placements for TCS, Infosys and Wipro', 'campus-placements'],
    ['I work at TCS and want to crack CAT', 'cat'],
  ])('exam "%s" → %s', (text, id) => {
    expect(findExam(text)?.id).toBe(id);
  });

  it('does not read the animal as the CAT exam', () => {
    expect(findExam('my cat keeps me company while I study')).toBeNull();
  });

  it('counts negated interests against', () => {
    const m = matchInterests('I love drawing but I hate maths');
    expect(m.find((x) => x.area.id === 'art')?.score).toBe(1);
    expect(m.find((x) => x.area.id === 'numbers')?.score).toBe(-1);
  });
});
