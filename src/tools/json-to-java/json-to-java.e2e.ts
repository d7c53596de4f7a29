import type { Page } from '@playwright/test';
import { formatConverter } from '../../../e2e/format-converter';
import { chooseOption, expect, test } from '../../../e2e/test';

const labels = { input: 'JSON', output: 'Java code' };
const sample =
  '{"id": 1, "full_name": "Ada", "active": true, "score": 9.5, "tags": ["a"], "address": {"city": "Paris"}}';
const lines = (...text: string[]) => `${text.join('\n')}\n`;
const jackson = (page: Page) => page.getByRole('switch', { name: 'Jackson annotations', exact: true });

const lombokOutput = lines(
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
);

// The outputs of every option are checked by the unit tests; here, that each control reaches the converter.
test('a link with the JSON and Jackson on gives getters and setters; every option and error reaches the page', async ({
  page,
}) => {
  const tool = formatConverter(page, labels);
  await tool.open(`/json-to-java#${new URLSearchParams({ json: '{"first-name": "A"}', jackson: 'true' })}`);
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste JSON here...');
  await expect(tool.input).toHaveValue('{"first-name": "A"}');
  await expect(jackson(page)).toBeChecked();
  await expect(page.getByLabel('Class name', { exact: true })).toHaveValue('Root');
  await expect(page.getByRole('combobox', { name: 'Style', exact: true })).toHaveText('Getters and setters');
  await tool.expectOutput(
    lines(
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
    ),
  );

  await tool.input.fill('{"a": ');
  await expect(tool.error).toHaveText('Provided JSON is not valid.');
  await expect(tool.input).toHaveValue('{"a": ');
  await tool.expectOutput('');
  await tool.input.fill('[1, 2]');
  await expect(tool.error).toHaveText('The JSON root must be an object or an array of objects.');
  await tool.expectOutput('');
  await tool.input.fill('{"ok": true}');
  await expect(tool.error).toHaveCount(0);
  await expect(tool.output).toContainText('private Boolean ok;');

  // Example 1: public fields, a class per object.
  await jackson(page).click();
  await chooseOption(page, 'Style', 'Public fields');
  await tool.input.fill(sample);
  await tool.expectOutput(
    lines(
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
    ),
  );

  await chooseOption(page, 'Style', 'Record');
  await jackson(page).click();
  await expect(tool.output).toContainText('public record Root(\n    @JsonProperty("id") Integer id,\n');
  await expect(tool.output).toContainText('    @JsonProperty("full_name") String fullName,\n');
  await jackson(page).click();
  await page.getByRole('switch', { name: 'Ignore unknown properties', exact: true }).click();
  await expect(tool.output).toContainText('@JsonIgnoreProperties(ignoreUnknown = true)\npublic record Address(');
  await page.getByRole('switch', { name: 'Ignore unknown properties', exact: true }).click();

  await chooseOption(page, 'Style', 'Public fields');
  await page.getByRole('switch', { name: 'Use primitive types', exact: true }).click();
  await page.getByRole('switch', { name: 'equals, hashCode and toString', exact: true }).click();
  await tool.input.fill('{"id": 7, "ok": true}');
  await expect(tool.output).toContainText('public int id;\n    public boolean ok;');
  await expect(tool.output).toContainText('return Objects.hash(this.id, this.ok);');
  await chooseOption(page, 'Style', 'Kotlin data class');
  await expect(page.getByRole('switch', { name: 'equals, hashCode and toString', exact: true })).toBeDisabled();
  await tool.expectOutput(lines('data class Root(', '    val id: Int,', '    val ok: Boolean,', ')'));

  await page.getByLabel('Class name', { exact: true }).fill('user profile');
  await page.getByLabel('Package name', { exact: true }).fill('com.example');
  await chooseOption(page, 'Style', 'Lombok @Data');
  await page.getByRole('switch', { name: 'Use primitive types', exact: true }).click();
  await page.getByRole('switch', { name: 'Nest classes as static inner classes', exact: true }).click();
  await tool.input.fill('[{"name": "Ann", "home": {"city": "Paris"}}, {"name": "Bo"}]');
  await tool.expectOutput(lombokOutput);
});
