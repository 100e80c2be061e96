import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { EVALUATION_CASES } from '../../src/server/features/ai/mentor/evaluation/cases';
import { type LlmStub, messageText, startLlmStub } from '../../tests/support/llm-stub';
import { mentorReport, runMentorBench } from './mentor';

/** The TCS/UPSC answer a good model might give: it passes its own case and fails the others. */
const UPSC_ANSWER =
  '## Keep your TCS job or prepare full-time for UPSC?\n\nFull-time preparation means no income; keep the job and prepare alongside it for one cycle. ' +
  'UPSC allows 6 attempts up to the age limit of 32, and selection is well under 1%. Work out your savings runway in months before you resign.';

describe('the mentor bench against a model on loopback', () => {
  let stub: LlmStub;
  beforeAll(async () => {
    stub = await startLlmStub('ok', { text: UPSC_ANSWER, chunks: 3, chunkDelayMs: 1 });
  });
  afterAll(() => stub.close());

  const env = () => loadEnv({ DATA_DIR: 'memory://mentor-bench', LLM_BASE_URL: stub.baseUrl, LLM_MODEL: 'stub-model' });
  const cases = ['what-if-tcs-upsc', 'ssc-cgl-hinglish', 'what-if-sales-to-marketing-assessed'].map((id) => EVALUATION_CASES.find((c) => c.id === id)!);

  it('asks the model as the chat does and judges each answer by the evaluation checks', async () => {
    const bench = await runMentorBench({ env: env(), log: () => {}, cases });
    expect(bench.model?.label).toBe('stub-model');
    expect(bench.model?.results.map((r) => [r.id, r.passed])).toEqual([
      ['what-if-tcs-upsc', true],
      ['ssc-cgl-hinglish', false],
      ['what-if-sales-to-marketing-assessed', false],
    ]);
    expect(bench.model?.results[1].failures.join()).toMatch(/should contain \/SSC CGL\//);
    // The system prompt is the tool's, with the person's assessment bands; the question is the student's own words.
    const assessed = stub.requests.find((r) => messageText(r.body?.messages?.at(-1)).includes('sales to digital marketing'));
    const system = messageText(assessed?.body?.messages?.[0]);
    expect(system).toMatch(/Compare the two options/);
    expect(system).toMatch(/Strong \(75% or more\): digital/);
    expect(system).toMatch(/Starting out \(under 40%\): finance/);
    const report = mentorReport(bench);
    expect(report).toMatch(/Model `stub-model`:\*\* 1 of 3 \(33%\) passed/);
    expect(report).toMatch(/Failed by the model stub-model[\s\S]*ssc-cgl-hinglish/);
    expect(report).toMatch(/Offline mentor:\*\* 3 of 3 \(100%\) passed/);
  });

  it('reports a model that does not answer, without waiting longer than the timeout', async () => {
    stub.setMode('hang');
    const started = Date.now();
    const bench = await runMentorBench({ env: env(), log: () => {}, cases: cases.slice(0, 1), timeoutMs: 500 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(bench.model?.results[0]).toMatchObject({ passed: false });
    expect(bench.model?.results[0].failures[0]).toMatch(/^no answer/);
    stub.setMode('ok', { text: UPSC_ANSWER });
  });

  it('says why the model was not asked when none is configured', async () => {
    const bench = await runMentorBench({ env: loadEnv({ DATA_DIR: 'memory://mentor-bench' }), log: () => {}, cases });
    expect(bench.model).toBeUndefined();
    expect(mentorReport(bench)).toMatch(/Model:\*\* not asked: no model configured/);
  });
});
