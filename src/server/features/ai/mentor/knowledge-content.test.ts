/**
 * Reading the mentor's content folder: the families of exams are put together from their shared parts, and a broken
 * file stops the start with the file's path and the field that is wrong.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENTOR_CONTENT_DIR, readMentorKnowledge } from './knowledge-base';

/** A change to one file: a value set (or added) at a path, an entry removed, or the whole text replaced. */
type Change = { set: (string | number)[]; to: unknown } | { remove: (string | number)[] } | { text: string };

/** A copy of the shipped folder with `file` changed. */
function brokenCopy(file: string, change: Change): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mentor-content-'));
  cpSync(MENTOR_CONTENT_DIR, dir, { recursive: true });
  const target = path.join(dir, file);
  if ('text' in change) {
    writeFileSync(target, change.text);
    return dir;
  }
  const json: unknown = JSON.parse(readFileSync(target, 'utf8'));
  const at = 'set' in change ? change.set : change.remove;
  const parent = at.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], json) as Record<string | number, unknown>;
  const last = at[at.length - 1];
  if ('set' in change) parent[last] = change.to;
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  writeFileSync(target, JSON.stringify(json));
  return dir;
}

describe('the mentor content folder', () => {
  const knowledge = readMentorKnowledge();

  it('fills each state PSC exam in with its state, and the umbrella entry with "your state"', () => {
    const bpsc = knowledge.exams.find((e) => e.id === 'bpsc')!;
    expect(bpsc.conductedBy).toMatch(/^The Bihar Public Service Commission, /);
    expect(bpsc.sections.map((s) => s.name)).toContain('Bihar: history, geography, economy and culture');
    expect(bpsc.tips).toContain('Collect Bihar’s own material: its economic survey, budget and a state GK book');
    expect(bpsc.generic).toBe(false);
    const any = knowledge.exams.find((e) => e.id === 'state-psc')!;
    expect(any.conductedBy).toMatch(/^Your state’s Public Service Commission, /);
    expect(any.sections[1].topics[0]).toBe('Your state: history and freedom fighters');
    expect(any.generic).toBe(true);
    expect(JSON.stringify(knowledge.exams)).not.toMatch(/\{\w+\}/);
  });

  it('gives each company’s hiring test the shared sections, its notices site first, and the site named in a tip', () => {
    const umbrella = knowledge.exams.find((e) => e.id === 'campus-placements')!;
    const tcs = knowledge.exams.find((e) => e.id === 'tcs-nqt')!;
    expect(tcs.sections).toBe(umbrella.sections);
    expect(tcs.resources).toEqual(['tcsNextStep', 'indiabix', 'hackerrank']);
    expect(tcs.tips[0]).toBe('Read the latest pattern on TCS NextStep before you start');
    expect(tcs).not.toHaveProperty('notices');
    expect(knowledge.exams.map((e) => e.id).slice(-7)).toEqual(['campus-placements', 'tcs-nqt', 'infosys-test', 'wipro-nth', 'accenture-test', 'cognizant-genc', 'capgemini-test']);
  });

  it.each<[string, string, Change, RegExp]>([
    [
      'an unknown resource',
      'careers.json',
      { set: ['careers', 1, 'stages', 0, 'resources', 0], to: 'sqlBolt' },
      /careers\.json is not valid:\n {2}careers\.1 \(data-analyst\)\.stages\.0\.resources\.0: unknown resource "sqlBolt": not a key of resources\.json/,
    ],
    ['a missing career', 'careers.json', { remove: ['careers', 11] }, /careers\.json is not valid:\n {2}careers: career "doctor" is missing/],
    ['a misspelt field', 'careers.json', { set: ['careers', 7, 'fixedDuration'], to: true }, /careers\.7 \(chartered-accountant\): Unrecognized key: "fixedDuration"/],
    ['an alias with capitals', 'exams.json', { set: ['exams', 1, 'aliases', 4], to: 'JEE Adv' }, /exams\.1 \(jee-advanced\)\.aliases\.4: "JEE Adv" must be lower case/],
    ['study shares off 100', 'exams.json', { set: ['exams', 0, 'sections', 0, 'studyShare'], to: 39 }, /exams\.0 \(jee-main\)\.sections: the study shares must sum to 100 \(they sum to 101\)/],
    ['government recruitment without selection', 'exams.json', { remove: ['exams', 10, 'selection'] }, /exams\.10 \(ssc-cgl\)\.selection: government recruitment needs selection/],
    ['an unknown placeholder', 'state-psc-exams.json', { set: ['exam', 'tips', 0], to: 'Read {city} news' }, /state-psc-exams\.json is not valid:\n {2}exam\.tips\.0: unknown placeholder \{city\}/],
    ['a named state without its state', 'state-psc-exams.json', { set: ['commissions', 2, 'state'], to: null }, /commissions\.2 \(bpsc\)\.state: only the umbrella entry "state-psc" has no state/],
    ['an interest pointing to no career', 'interests.json', { set: ['interestAreas', 0, 'careers', 4], to: 'astronaut' }, /interestAreas\.0 \(numbers\)\.careers\.4: unknown career "astronaut"/],
    ['a test whose notices site is unknown', 'placement-tests.json', { set: ['tests', 0, 'notices'], to: 'tcs' }, /tests\.0 \(tcs-nqt\)\.notices: unknown resource "tcs"/],
    ['a resource without https', 'resources.json', { set: ['resources', 'nptel', 'url'], to: 'http://nptel.ac.in' }, /resources\.json is not valid:\n {2}resources\.nptel\.url: must be an https URL/],
    ['a file that is not JSON', 'exams.json', { text: '{ "exams": [' }, /exams\.json could not be read: /],
  ])('stops with the file and the field for %s', (_what, file, change, message) => {
    const dir = brokenCopy(file, change);
    expect(() => readMentorKnowledge(dir)).toThrow(message);
  });

  it('says the file is missing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mentor-content-'));
    expect(() => readMentorKnowledge(dir)).toThrow(/The mentor content file .*resources\.json could not be read: ENOENT/);
  });
});
