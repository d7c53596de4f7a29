import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { booleanField, choiceField, textField } from '../../lib/tool-state/fields';
import { convertJsonToJava, defaultJavaOptions as defaults, javaStyles } from './json-to-java';
import type words from './locales/en.json';

const sample =
  '{"id": 1, "full_name": "Ada", "active": true, "score": 9.5, "tags": ["a"], "address": {"city": "Paris"}}';

export const jsonToJava = operationOf<typeof words>()({
  id: 'json-to-java',
  input: textInput('json', 'json'),
  fields: {
    json: textField('', { label: 'json.label' }),
    className: textField(defaults.className, { label: 'className.label' }),
    packageName: textField(defaults.packageName, { label: 'packageName.label' }),
    style: choiceField(defaults.style, javaStyles, {
      label: 'style.label',
      choiceLabels: {
        'getters-setters': 'style.gettersSetters',
        'public-fields': 'style.publicFields',
        record: 'style.record',
        lombok: 'style.lombok',
        kotlin: 'style.kotlin',
      },
    }),
    jackson: booleanField(defaults.jackson, { label: 'jackson.label' }),
    nested: booleanField(defaults.nested, { label: 'nested.label' }),
    primitives: booleanField(defaults.primitives, { label: 'primitives.label' }),
    ignoreUnknown: booleanField(defaults.ignoreUnknown, { label: 'ignoreUnknown.label' }),
    valueMethods: booleanField(defaults.valueMethods, { label: 'valueMethods.label' }),
  },
  output: { kind: 'code', label: 'java.label' },
  run: (json, options) => convertJsonToJava(json, options),
  examples: [
    {
      input: sample,
      options: { style: 'public-fields' },
      output: [
        'import java.util.List;',
        '',
        'public class Root {',
        '    public Integer id;',
        '    public String fullName;',
        '    public Boolean active;',
        '    public Double score;',
        '    public List<String> tags;',
        '    public Address address;',
        '}',
        '',
        'public class Address {',
        '    public String city;',
        '}',
        '',
      ].join('\n'),
    },
    {
      input: sample,
      options: { style: 'record', jackson: true },
      output: [
        'import com.fasterxml.jackson.annotation.JsonProperty;',
        'import java.util.List;',
        '',
        'public record Root(',
        '    @JsonProperty("id") Integer id,',
        '    @JsonProperty("full_name") String fullName,',
        '    @JsonProperty("active") Boolean active,',
        '    @JsonProperty("score") Double score,',
        '    @JsonProperty("tags") List<String> tags,',
        '    @JsonProperty("address") Address address',
        ') {',
        '}',
        '',
        'public record Address(',
        '    @JsonProperty("city") String city',
        ') {',
        '}',
        '',
      ].join('\n'),
    },
    {
      input: '{"first-name": "A"}',
      options: { jackson: true },
      output: [
        'import com.fasterxml.jackson.annotation.JsonProperty;',
        '',
        'public class Root {',
        '    @JsonProperty("first-name")',
        '    private String firstName;',
        '',
        '    public String getFirstName() {',
        '        return firstName;',
        '    }',
        '',
        '    public void setFirstName(String firstName) {',
        '        this.firstName = firstName;',
        '    }',
        '}',
        '',
      ].join('\n'),
    },
    { input: '[1, 2]', error: 'errors.rootNotObject' },
    { input: '{"a": }', error: 'common.errors.jsonNotValid' },
  ],
});

export const operations = toolOperations(jsonToJava);
