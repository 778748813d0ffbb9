import { describe, expect, it } from 'vitest';
import { normalizeLabels, relationChoices } from '../../../../plugins/rule-chains/editor/model/relationChoices';
import { docLink, RULE_ENGINE_DOC } from '../../../../plugins/rule-chains/editor/model/docLink';
import { filterPalette } from '../../../../plugins/rule-chains/editor/palette/paletteFilter';
import { DEFINITIONS, FILTER, lookup, RULE_CHAIN, SWITCH } from './fixtures';

describe('relation choices', () => {
  it('offers a node\'s relation types, fixed unless it allows custom labels', () => {
    expect(relationChoices(lookup(FILTER))).toEqual({ labels: ['True', 'False', 'Failure'], custom: false });
    expect(relationChoices(lookup(SWITCH), [], ['one', 'two'])).toEqual({ labels: ['Failure', 'one', 'two'], custom: true });
  });

  it('puts a rule chain node\'s target output labels first', () => {
    expect(relationChoices(lookup(RULE_CHAIN), ['Alarm', 'Done'])).toEqual({ labels: ['Alarm', 'Done', 'Failure'], custom: true });
  });

  it('lets an unknown class take any label', () => {
    expect(relationChoices(undefined)).toEqual({ labels: ['Success', 'Failure'], custom: true });
  });

  it('normalizes labels: trimmed, no duplicates in any case, offered spelling, only offered ones when fixed', () => {
    const fixed = relationChoices(lookup(FILTER));
    expect(normalizeLabels([' true ', 'TRUE', 'Other', ''], fixed)).toEqual(['True']);
    expect(normalizeLabels(['one', 'One', 'failure'], relationChoices(lookup(SWITCH)))).toEqual(['one', 'Failure']);
  });
});

describe('doc links', () => {
  it('links a definition without an http(s) docUrl to the rule engine\'s start page', () => {
    expect(docLink(lookup(FILTER))).toBe(RULE_ENGINE_DOC);
    expect(docLink(undefined)).toBe(RULE_ENGINE_DOC);
    const relative = { configurationDescriptor: { nodeDefinition: { ...lookup(FILTER)!.configurationDescriptor.nodeDefinition, docUrl: 'javascript:alert(1)' } } };
    expect(docLink(relative)).toBe(RULE_ENGINE_DOC);
  });

  it('uses a definition\'s own http(s) docUrl', () => {
    const own = { configurationDescriptor: { nodeDefinition: { ...lookup(FILTER)!.configurationDescriptor.nodeDefinition, docUrl: 'https://example.com/doc' } } };
    expect(docLink(own)).toBe('https://example.com/doc');
  });
});

describe('palette search', () => {
  it('keeps definitions whose name, description or class matches, in any case', () => {
    const groups = [{ type: 'FILTER', definitions: DEFINITIONS.filter((d) => d.type === 'FILTER') }];
    expect(filterPalette(groups, 'SWI')[0]!.definitions.map((d) => d.name)).toEqual(['switch']);
    expect(filterPalette(groups, 'TbJsFilter')[0]!.definitions.map((d) => d.name)).toEqual(['script']);
    expect(filterPalette(groups, '  ')).toBe(groups);
  });
});
