import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { SearchChoiceResource } from '../search-choice.ts';
import { searchSubmissionMachine, type AnalyzeInput, type AnalyzeOutcome, type SearchSubmission } from '../search-submission-machine.ts';

type Call = { input: AnalyzeInput; resolve: (outcome: AnalyzeOutcome) => void; reject: (error: Error) => void };

const resources: SearchChoiceResource[] = [
  { code: 'thesis', type: 1, firstField: '' },
  { code: 'publication', type: 2, firstField: 'publicationName' },
  { code: 'picture', type: 3, firstField: '' },
];

function start({ checksEmptyKeyword = true } = {}) {
  const calls: Call[] = [];
  const effects: (string | [string, unknown])[] = [];
  const actor = createActor(
    searchSubmissionMachine.provide({
      actors: {
        analyze: fromPromise<AnalyzeOutcome, AnalyzeInput>(({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject }))),
      },
      actions: {
        clearStoredFilters: () => effects.push('clearStoredFilters'),
        resetStoredPage: () => effects.push('resetStoredPage'),
        saveKeywordAndTab: (_, params) => effects.push(['saveKeywordAndTab', params.submission]),
        saveAnalyzedTerms: (_, params) => effects.push(['saveAnalyzedTerms', params.terms]),
        openResult: (_, params) => effects.push(['openResult', params.submission]),
      },
    }),
    { input: { resources, checksEmptyKeyword } },
  ).start();
  const state = () => actor.getSnapshot().value;
  const choice = () => actor.getSnapshot().context.choice;
  const opened = () => effects.filter((effect): effect is [string, SearchSubmission] => Array.isArray(effect) && effect[0] === 'openResult').map(([, submission]) => submission);
  return { actor, calls, effects, state, choice, opened };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('searchSubmissionMachine', () => {
  it('starts idle on the first resource type, its first field and no sub-pool', () => {
    const { state, choice } = start();
    expect(state()).toBe('idle');
    expect(choice()).toEqual({ resourceIndex: 0, field: '', subPool: undefined });
  });

  it('choosing a resource type resets the field to its first and the sub-pool to none (spec §4)', () => {
    const { actor, choice } = start();
    actor.send({ type: 'field.choose', field: 'authors_tic' });
    actor.send({ type: 'subPool.choose', subPool: 'oa' });
    expect(choice()).toEqual({ resourceIndex: 0, field: 'authors_tic', subPool: 'oa' });
    actor.send({ type: 'resource.choose', index: 1 });
    expect(choice()).toEqual({ resourceIndex: 1, field: 'publicationName', subPool: undefined });
    actor.send({ type: 'resource.choose', index: 7 });
    expect(choice().resourceIndex).toBe(1);
  });

  it('submit → analyzing with the trimmed keyword and the resource code → opening → idle, with every effect in order', async () => {
    const { actor, calls, effects, state } = start();
    actor.send({ type: 'resource.choose', index: 2 });
    actor.send({ type: 'field.choose', field: 'noteChinese_tic' });
    actor.send({ type: 'subPool.choose', subPool: 'oa' });
    actor.send({ type: 'submit', keyword: '  超构表面 ' });
    expect(state()).toBe('analyzing');
    expect(calls.map((call) => call.input)).toEqual([{ q: '超构表面', type: 'picture' }]);
    expect(effects).toEqual([]);

    calls[0]!.resolve({ status: 0, terms: ['超构', '构表', '表面'] });
    await settle();
    expect(state()).toBe('idle');
    const submission: SearchSubmission = { keyword: '超构表面', resource: { code: 'picture', type: 3 }, field: 'noteChinese_tic', subPool: 'oa' };
    expect(effects).toEqual([
      'clearStoredFilters',
      'resetStoredPage',
      ['saveKeywordAndTab', submission],
      ['saveAnalyzedTerms', ['超构', '构表', '表面']],
      ['openResult', submission],
    ]);
  });

  it('an analyze status other than 0 silently stops the search (spec §4)', async () => {
    const { actor, calls, effects, state } = start();
    actor.send({ type: 'submit', keyword: 'the' });
    calls[0]!.resolve({ status: 40000, terms: [] });
    await settle();
    expect(state()).toBe('idle');
    expect(effects).toEqual([]);
  });

  it('a failed analyze call also stops silently, and the box can search again', async () => {
    const { actor, calls, state, opened } = start();
    actor.send({ type: 'submit', keyword: 'laser' });
    calls[0]!.reject(new Error('network down'));
    await settle();
    expect(state()).toBe('idle');
    expect(opened()).toEqual([]);
    actor.send({ type: 'submit', keyword: 'laser' });
    calls[1]!.resolve({ status: 0, terms: ['laser'] });
    await settle();
    expect(opened().map((submission) => submission.keyword)).toEqual(['laser']);
  });

  it('an empty keyword on a style that checks shows the alert, searches nothing, and dismiss returns to idle (spec §5)', () => {
    const { actor, calls, effects, state } = start();
    actor.send({ type: 'submit', keyword: '   ' });
    expect(state()).toBe('alerting');
    actor.send({ type: 'submit', keyword: '' });
    expect(state()).toBe('alerting');
    actor.send({ type: 'alert.dismiss' });
    expect(state()).toBe('idle');
    expect(calls).toEqual([]);
    expect(effects).toEqual([]);
  });

  it('style one does not check: an empty keyword goes to the analyze call (whose refusal then stops it)', async () => {
    const { actor, calls, state, opened } = start({ checksEmptyKeyword: false });
    actor.send({ type: 'submit', keyword: '' });
    expect(state()).toBe('analyzing');
    expect(calls[0]!.input).toEqual({ q: '', type: 'thesis' });
    calls[0]!.resolve({ status: 40000, terms: [] });
    await settle();
    expect(state()).toBe('idle');
    expect(opened()).toEqual([]);
  });

  it('a new submit while analysing replaces the search: the late reply of the first is dropped', async () => {
    const { actor, calls, state, opened } = start();
    actor.send({ type: 'submit', keyword: 'first' });
    actor.send({ type: 'resource.choose', index: 1 });
    actor.send({ type: 'submit', keyword: 'second' });
    expect(state()).toBe('analyzing');
    expect(calls.map((call) => call.input)).toEqual([
      { q: 'first', type: 'thesis' },
      { q: 'second', type: 'publication' },
    ]);
    calls[1]!.resolve({ status: 0, terms: ['second'] });
    calls[0]!.resolve({ status: 0, terms: ['first'] });
    await settle();
    expect(state()).toBe('idle');
    expect(opened()).toEqual([{ keyword: 'second', resource: { code: 'publication', type: 2 }, field: 'publicationName', subPool: undefined }]);
  });

  it('a late reply of a replaced search stays dropped even when it arrives first', async () => {
    const { actor, calls, opened } = start();
    actor.send({ type: 'submit', keyword: 'first' });
    actor.send({ type: 'submit', keyword: 'second' });
    calls[0]!.resolve({ status: 0, terms: ['first'] });
    await settle();
    expect(opened()).toEqual([]);
    calls[1]!.resolve({ status: 0, terms: ['second'] });
    await settle();
    expect(opened().map((submission) => submission.keyword)).toEqual(['second']);
  });

  it('keeps the choice the box had when the machine took over', () => {
    const actor = createActor(searchSubmissionMachine, {
      input: { resources, checksEmptyKeyword: true, choice: { resourceIndex: 1, field: 'issn', subPool: 'all' } },
    }).start();
    expect(actor.getSnapshot().context.choice).toEqual({ resourceIndex: 1, field: 'issn', subPool: 'all' });
  });

  it('a choice made while analysing does not change the search already under way', async () => {
    const { actor, calls, opened } = start();
    actor.send({ type: 'submit', keyword: 'optics' });
    actor.send({ type: 'resource.choose', index: 2 });
    calls[0]!.resolve({ status: 0, terms: ['optics'] });
    await settle();
    expect(opened()).toEqual([{ keyword: 'optics', resource: { code: 'thesis', type: 1 }, field: '', subPool: undefined }]);
    expect(actor.getSnapshot().context.choice.resourceIndex).toBe(2);
  });
});
