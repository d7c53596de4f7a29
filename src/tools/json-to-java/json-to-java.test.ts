import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import { describe, expect, it } from 'vitest';
import { convertJsonToJava, defaultJavaOptions, type JavaOptions } from './json-to-java';

const javaOf = (json: string, options: Partial<JavaOptions> = {}) => {
  const result = convertJsonToJava(json, { ...defaultJavaOptions, ...options });
  return result.ok ? result.value : `error: ${result.error}`;
};

const lines = (...text: string[]) => `${text.join('\n')}\n`;

const sample =
  '{"id": 1, "full_name": "Ada", "active": true, "score": 9.5, "tags": ["a"], "address": {"city": "Paris"}}';

describe('convertJsonToJava — defaults (the spec examples run as operation examples)', () => {
  it('has the spec defaults', () => {
    expect(defaultJavaOptions).toEqual({
      className: 'Root',
      packageName: '',
      style: 'getters-setters',
      jackson: false,
      nested: false,
      primitives: false,
      ignoreUnknown: false,
      valueMethods: false,
    });
  });
});

describe('convertJsonToJava — types', () => {
  it.each([
    { json: '{"a": "x"}', type: 'String' },
    { json: '{"a": false}', type: 'Boolean' },
    { json: '{"a": 2147483647}', type: 'Integer' },
    { json: '{"a": 2147483648}', type: 'Long' },
    { json: '{"a": -2147483649}', type: 'Long' },
    { json: '{"a": 1.5}', type: 'Double' },
    { json: '{"a": null}', type: 'Object' },
    { json: '{"a": [1, "x"]}', type: 'List<Object>' },
    { json: '{"a": []}', type: 'List<Object>' },
    { json: '{"a": [1, 2.5]}', type: 'List<Double>' },
    { json: '{"a": [null, 1]}', type: 'List<Integer>' },
    { json: '{"a": [[1], [2]]}', type: 'List<List<Integer>>' },
  ])('$json → $type', ({ json, type }) => {
    expect(javaOf(json, { style: 'public-fields' })).toContain(`    public ${type} a;\n`);
  });

  it('merges the objects of an array into one class, named in the singular', () => {
    expect(javaOf('{"categories": [{"id": 1}, {"name": "x"}]}', { style: 'public-fields' })).toBe(
      lines(
        'import java.util.List;',
        '',
        'public class Root {',
        '    public List<Category> categories;',
        '}',
        '',
        'public class Category {',
        '    public Integer id;',
        '    public String name;',
        '}',
      ),
    );
  });

  it('takes a root array of objects as its element class, named after Class name', () => {
    expect(javaOf('[{"a": 1}, {"a": 2.5, "b": true}]', { style: 'public-fields', className: 'my item' })).toBe(
      lines('public class MyItem {', '    public Double a;', '    public Boolean b;', '}'),
    );
  });

  it('reuses a class for the same structure and numbers a different one with the same name', () => {
    const json = '{"home": {"city": "A"}, "work": {"city": "B"}, "x": {"item": {"n": 1}}, "y": {"item": {"s": "t"}}}';
    const output = javaOf(json, { style: 'public-fields' });
    expect(output).toContain('    public Home home;\n    public Work work;\n');
    expect(output).toContain('public class X {\n    public Item item;\n}');
    expect(output).toContain('public class Y {\n    public Item2 item;\n}');
    expect(output).toContain('public class Item2 {\n    public String s;\n}');
    expect(javaOf('{"a": {"v": 1}, "b": [{"v": 2}], "as": [{"v": 3}]}', { style: 'public-fields' })).toBe(
      lines(
        'import java.util.List;',
        '',
        'public class Root {',
        '    public A a;',
        '    public List<B> b;',
        '    public List<A> as;',
        '}',
        '',
        'public class A {',
        '    public Integer v;',
        '}',
        '',
        'public class B {',
        '    public Integer v;',
        '}',
      ),
    );
  });

  it('orders classes depth first, as first seen', () => {
    const output = javaOf('{"a": {"b": {"c": 1}}, "d": {"e": 1}}', { style: 'public-fields' });
    expect([...output.matchAll(/public class (\w+)/g)].map((match) => match[1])).toEqual(['Root', 'A', 'B', 'D']);
  });

  it('does not name a class after a type the code uses', () => {
    expect(javaOf('{"list": {"a": 1}}', { style: 'public-fields' })).toContain('public List2 list;');
  });
});

describe('convertJsonToJava — names', () => {
  it.each([
    { key: 'full_name', name: 'fullName' },
    { key: 'userID', name: 'userId' },
    { key: 'first-name', name: 'firstName' },
    { key: 'HTTPServer', name: 'httpServer' },
    { key: '2fa', name: '_2fa' },
    { key: 'class', name: 'class_' },
    { key: 'record', name: 'record_' },
    { key: 'null', name: 'null_' },
    { key: '$$$', name: 'field' },
  ])('$key → $name', ({ key, name }) => {
    expect(javaOf(JSON.stringify({ [key]: 'x' }), { style: 'public-fields' })).toContain(`public String ${name};`);
  });

  it('numbers duplicate field names', () => {
    expect(javaOf('{"a_b": 1, "aB": 2, "a-b": 3}', { style: 'public-fields' })).toContain(
      '    public Integer aB;\n    public Integer aB2;\n    public Integer aB3;\n',
    );
  });

  it('names the getter of a renamed field after its Java name', () => {
    expect(javaOf('{"class": true}')).toContain('    public Boolean getClass_() {\n        return class_;\n    }');
  });

  it('sanitises the class name, Root when it has no letter or digit', () => {
    expect(javaOf('{}', { className: 'user profile' })).toBe(lines('public class UserProfile {', '}'));
    expect(javaOf('{}', { className: '' })).toBe(lines('public class Root {', '}'));
    expect(javaOf('{}', { className: '9lives' })).toBe(lines('public class _9lives {', '}'));
  });

  it('escapes the key in the annotation', () => {
    expect(javaOf('{"say \\"hi\\"\\\\": 1}', { style: 'public-fields', jackson: true })).toContain(
      '    @JsonProperty("say \\"hi\\"\\\\")\n    public Integer sayHi;',
    );
  });
});

describe('convertJsonToJava — options', () => {
  it('starts with the package clause', () => {
    expect(javaOf('{"a": [1]}', { packageName: ' com.example.model ', style: 'public-fields' })).toBe(
      lines(
        'package com.example.model;',
        '',
        'import java.util.List;',
        '',
        'public class Root {',
        '    public List<Integer> a;',
        '}',
      ),
    );
    expect(javaOf('{}', { packageName: 'my-app.2nd' })).toBe(
      lines('package my_app._2nd;', '', 'public class Root {', '}'),
    );
  });

  it('Lombok: @Data on each class, private fields', () => {
    expect(javaOf('{"a": 1, "b": {"c": "x"}}', { style: 'lombok' })).toBe(
      lines(
        'import lombok.Data;',
        '',
        '@Data',
        'public class Root {',
        '    private Integer a;',
        '    private B b;',
        '}',
        '',
        '@Data',
        'public class B {',
        '    private String c;',
        '}',
      ),
    );
  });

  it('nests classes as static inner classes of the root', () => {
    expect(javaOf('{"a": 1, "b": {"c": {"d": true}}}', { style: 'public-fields', nested: true })).toBe(
      lines(
        'public class Root {',
        '    public Integer a;',
        '    public B b;',
        '',
        '    public static class B {',
        '        public C c;',
        '    }',
        '',
        '    public static class C {',
        '        public Boolean d;',
        '    }',
        '}',
      ),
    );
  });

  it('class name, package, Lombok and static inner classes together', () => {
    expect(
      javaOf('[{"name": "Ann", "home": {"city": "Paris"}}, {"name": "Bo"}]', {
        className: 'user profile',
        packageName: 'com.example',
        style: 'lombok',
        nested: true,
      }),
    ).toBe(
      lines(
        'package com.example;',
        '',
        'import lombok.Data;',
        '',
        '@Data',
        'public class UserProfile {',
        '    private String name;',
        '    private Home home;',
        '',
        '    @Data',
        '    public static class Home {',
        '        private String city;',
        '    }',
        '}',
      ),
    );
  });

  it('nests records inside the root record', () => {
    expect(javaOf('{"b": {"c": 1}}', { style: 'record', nested: true })).toBe(
      lines(
        'public record Root(',
        '    B b',
        ') {',
        '    public static record B(',
        '        Integer c',
        '    ) {',
        '    }',
        '}',
      ),
    );
  });

  it('getters and setters: a blank line between every member', () => {
    expect(javaOf('{"a": 1, "b": "x"}')).toBe(
      lines(
        'public class Root {',
        '    private Integer a;',
        '',
        '    private String b;',
        '',
        '    public Integer getA() {',
        '        return a;',
        '    }',
        '',
        '    public void setA(Integer a) {',
        '        this.a = a;',
        '    }',
        '',
        '    public String getB() {',
        '        return b;',
        '    }',
        '',
        '    public void setB(String b) {',
        '        this.b = b;',
        '    }',
        '}',
      ),
    );
  });
});

describe('convertJsonToJava — empty and invalid input', () => {
  it.each(['', '  \n'])('gives empty output and no error for %j', (input) => {
    expect(convertJsonToJava(input, defaultJavaOptions)).toEqual({ ok: true, value: '' });
  });

  it.each(['{', '{"a": }', "{a: 'b'"])('rejects %j as not JSON', (input) => {
    expect(errorInEnglish(convertJsonToJava(input, defaultJavaOptions), words)).toBe('Provided JSON is not valid.');
  });

  it.each(['1', '"x"', 'null', '[]', '[1, 2]', '[{"a": 1}, 2]', '[[{"a": 1}]]'])('rejects the root %s', (input) => {
    expect(errorInEnglish(convertJsonToJava(input, defaultJavaOptions), words)).toBe(
      'The JSON root must be an object or an array of objects.',
    );
  });

  it('accepts JSON5', () => {
    expect(javaOf("{a: 'x', // comment\n}", { style: 'public-fields' })).toBe(
      lines('public class Root {', '    public String a;', '}'),
    );
  });

  it('says so, without throwing, for JSON nested 10,000 deep', () => {
    const json = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    expect(errorInEnglish(convertJsonToJava(json, defaultJavaOptions), words)).toBe(
      'The JSON is nested more than 200 levels deep.',
    );
  });
});

describe('convertJsonToJava — beyond the reference', () => {
  it('primitive types for values never null nor missing, `is` getters for booleans', () => {
    const output = javaOf(
      '[{"n": 1, "ok": true, "x": 1.5, "big": 3000000000, "maybe": 1}, {"n": 2, "ok": false, "x": 2, "big": 1}]',
      {
        primitives: true,
      },
    );
    expect(output).toContain(
      '    private int n;\n\n    private boolean ok;\n\n    private double x;\n\n    private long big;\n\n    private Integer maybe;\n',
    );
    expect(output).toContain('    public boolean isOk() {\n        return ok;\n    }');
    expect(output).toContain('    public void setOk(boolean ok) {');
    expect(javaOf('{"n": null, "l": [1]}', { primitives: true, style: 'record' })).toContain(
      '    Object n,\n    List<Integer> l\n',
    );
  });

  it('@JsonIgnoreProperties(ignoreUnknown = true) on every class', () => {
    expect(javaOf('{"a": {"b": 1}}', { style: 'public-fields', ignoreUnknown: true })).toBe(
      lines(
        'import com.fasterxml.jackson.annotation.JsonIgnoreProperties;',
        '',
        '@JsonIgnoreProperties(ignoreUnknown = true)',
        'public class Root {',
        '    public A a;',
        '}',
        '',
        '@JsonIgnoreProperties(ignoreUnknown = true)',
        'public class A {',
        '    public Integer b;',
        '}',
      ),
    );
  });

  it('equals, hashCode and toString for public fields', () => {
    expect(javaOf('{"id": 1, "name": "x"}', { style: 'public-fields', valueMethods: true })).toBe(
      lines(
        'import java.util.Objects;',
        '',
        'public class Root {',
        '    public Integer id;',
        '    public String name;',
        '',
        '    @Override',
        '    public boolean equals(Object other) {',
        '        if (this == other) {',
        '            return true;',
        '        }',
        '        if (other == null || getClass() != other.getClass()) {',
        '            return false;',
        '        }',
        '        Root that = (Root) other;',
        '        return Objects.equals(this.id, that.id) && Objects.equals(this.name, that.name);',
        '    }',
        '',
        '    @Override',
        '    public int hashCode() {',
        '        return Objects.hash(this.id, this.name);',
        '    }',
        '',
        '    @Override',
        '    public String toString() {',
        '        return "Root{" + "id=" + this.id + ", name=" + this.name + "}";',
        '    }',
        '}',
      ),
    );
  });

  it('no equals, hashCode or toString where the style has its own', () => {
    for (const style of ['record', 'lombok', 'kotlin'] as const)
      expect(javaOf('{"id": 1}', { style, valueMethods: true })).not.toContain('hashCode');
  });

  it('Kotlin data classes from the same model', () => {
    expect(javaOf(sample, { style: 'kotlin', jackson: true, packageName: 'com.example' })).toBe(
      lines(
        'package com.example',
        '',
        'import com.fasterxml.jackson.annotation.JsonProperty',
        '',
        'data class Root(',
        '    @JsonProperty("id") val id: Int,',
        '    @JsonProperty("full_name") val fullName: String,',
        '    @JsonProperty("active") val active: Boolean,',
        '    @JsonProperty("score") val score: Double,',
        '    @JsonProperty("tags") val tags: List<String>,',
        '    @JsonProperty("address") val address: Address,',
        ')',
        '',
        'data class Address(',
        '    @JsonProperty("city") val city: String,',
        ')',
      ),
    );
  });

  it('Kotlin: nullable types, keywords, nested classes and an empty class', () => {
    expect(
      javaOf('[{"a": null, "fun": 1, "b": {"c": []}, "e": {}}, {"fun": 2}]', { style: 'kotlin', nested: true }),
    ).toBe(
      lines(
        'data class Root(',
        '    val a: Any?,',
        '    val fun_: Int,',
        '    val b: B?,',
        '    val e: E?,',
        ') {',
        '    data class B(',
        '        val c: List<Any?>,',
        '    )',
        '',
        '    class E',
        '}',
      ),
    );
  });

  it('escapes $ in Kotlin strings', () => {
    expect(javaOf('{"$ref": 1}', { style: 'kotlin', jackson: true })).toContain(
      '@JsonProperty("\\u0024ref") val ref: Int,',
    );
  });
});
