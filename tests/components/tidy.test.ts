import { describe, expect, it } from 'vitest';
import {
  beautifyJson, minifyJson, parseJsonObject, pureTidy, tidyJavaScript, tidyJson, tidyProtobuf, TIDY_WRAP,
} from '../../core/components/code/tidy';

describe('JSON tidy, minify and beautify', () => {
  it('indents by 4 and keeps short arrays of scalars on one line', () => {
    expect(tidyJson('{"a":1,"b":[1,2,3],"c":{"d":null,"e":[]},"f":{}}')).toBe([
      '{',
      '    "a": 1,',
      '    "b": [1, 2, 3],',
      '    "c": {',
      '        "d": null,',
      '        "e": []',
      '    },',
      '    "f": {}',
      '}',
    ].join('\n'));
  });

  it('breaks an array of scalars that would pass 60 characters, and arrays of objects', () => {
    const long = Array.from({ length: 12 }, (_, i) => `item${i}`);
    const text = tidyJson(JSON.stringify({ names: long, rows: [{ x: 1 }] }));
    expect(text.split('\n').every((l) => l.length <= TIDY_WRAP)).toBe(true);
    expect(text).toContain('    "names": [\n        "item0",\n        "item1",');
    expect(text).toContain('    "rows": [\n        {\n            "x": 1\n        }\n    ]');
    // Exactly at the limit it stays inline; one character more and it breaks.
    const fits = tidyJson(JSON.stringify({ k: ['a'.repeat(TIDY_WRAP - 4 - 5 - 4 - 1)] }));
    expect(fits.split('\n')[1].length).toBe(TIDY_WRAP - 1);
    expect(tidyJson(JSON.stringify({ k: ['a'.repeat(TIDY_WRAP - 4 - 5 - 4)] }))).toContain('"k": [\n');
  });

  it('round-trips the value and rejects text that is not JSON', () => {
    const value = { s: 'x "quoted" \n', n: -1.5e3, t: true, nested: [[1, 2], { a: [null] }] };
    expect(JSON.parse(tidyJson(JSON.stringify(value)))).toEqual(value);
    expect(minifyJson('{ "a" : [ 1 , 2 ] ,\n "b": " x " }')).toBe('{"a":[1,2],"b":" x "}');
    expect(() => tidyJson('{bad')).toThrow(SyntaxError);
    expect(() => minifyJson('')).toThrow(SyntaxError);
  });

  it('beautifies an object with indent 2', () => {
    expect(beautifyJson({ a: { b: [1] } })).toBe('{\n  "a": {\n    "b": [\n      1\n    ]\n  }\n}');
    expect(beautifyJson(undefined)).toBe('');
  });

  it('reads the JSON object editor text as an object, or null while it is not one', () => {
    expect(parseJsonObject('{"a": [1]}')).toEqual({ a: [1] });
    expect(parseJsonObject('[1]')).toEqual([1]);
    for (const text of ['', '{"a": ', 'null', '42', '"text"']) expect(parseJsonObject(text)).toBeNull();
  });
});

describe('protobuf tidy', () => {
  it('puts one statement per line, indents by brace depth and keeps comments', () => {
    const source = [
      'syntax ="proto3";   package   demo;',
      '',
      '',
      '',
      'message Telemetry { // the payload   ',
      '  /* block */ double temperature = 1; string label = 2 ;',
      '      message Inner { int32 a = 1; }',
      '}',
    ].join('\n');
    expect(tidyProtobuf(source)).toBe([
      'syntax ="proto3";',
      'package demo;',
      '',
      'message Telemetry { // the payload',
      '    /* block */ double temperature = 1;',
      '    string label = 2;',
      '    message Inner {',
      '        int32 a = 1;',
      '    }',
      '}',
      '',
    ].join('\n'));
  });

  it('does not count braces or semicolons inside strings and comments', () => {
    const source = 'message A {\noptional string s = 1 [default = "a;{b}"]; // c { ;\n}';
    expect(tidyProtobuf(source)).toBe('message A {\n    optional string s = 1 [default = "a;{b}"]; // c { ;\n}\n');
  });

  it('wraps statements longer than 60 characters with a continuation indent', () => {
    const source = 'message A { repeated string a_rather_long_field_name = 1 [deprecated = true, json_name = "x"]; }';
    const lines = tidyProtobuf(source).trimEnd().split('\n');
    expect(lines[0]).toBe('message A {');
    expect(lines[1].startsWith('    repeated string')).toBe(true);
    expect(lines[2].startsWith('        ')).toBe(true);
    expect(lines.slice(1, -1).every((l) => l.length <= TIDY_WRAP)).toBe(true);
    expect(lines.slice(1, -1).map((l) => l.trim()).join(' '))
      .toBe('repeated string a_rather_long_field_name = 1 [deprecated = true, json_name = "x"];');
  });
});

describe('JavaScript tidy fallback', () => {
  it('re-indents by braces with 4 spaces and trims trailing spaces', () => {
    const source = [
      'function f(msg) {   ',
      'if (msg.a) {',
      '        return { ok: "}" }; // }',
      '  } else {',
      'var list = [',
      '1,',
      '];',
      '}',
      '/* keep',
      '   this */',
      '}',
      '',
    ].join('\n');
    expect(tidyJavaScript(source)).toBe([
      'function f(msg) {',
      '    if (msg.a) {',
      '        return { ok: "}" }; // }',
      '    } else {',
      '        var list = [',
      '            1,',
      '        ];',
      '    }',
      '    /* keep',
      '   this */',
      '}',
      '',
    ].join('\n'));
  });

  it('never joins lines, so return keeps its meaning', () => {
    expect(tidyJavaScript('return\n  x;')).toBe('return\nx;\n');
  });
});

describe('tidy per language', () => {
  it('has a pure tidy for JSON, protobuf and JavaScript only', () => {
    expect(pureTidy('json')).toBe(tidyJson);
    expect(pureTidy('protobuf')).toBe(tidyProtobuf);
    expect(pureTidy('javascript')).toBe(tidyJavaScript);
    expect(pureTidy('markdown')).toBeNull();
    expect(pureTidy('plaintext')).toBeNull();
  });
});
