import type { Page } from '@playwright/test';
import { formatConverter } from '../../../e2e/format-converter';
import { chooseOption, expect, test } from '../../../e2e/test';

const labels = { input: 'JSON', output: 'Java code' };
const sample =
  '{"id": 1, "full_name": "Ada", "active": true, "score": 9.5, "tags": ["a"], "address": {"city": "Paris"}}';
const lines = (...text: string[]) => `${text.join('\n')}\n`;
const jackson = (page: Page) => page.getByRole('switch', { name: 'Jackson annotations', exact: true });

test('example 1: public fields, a class per object', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/json-to-java');
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste JSON here...');
  await expect(page.getByLabel('Class name', { exact: true })).toHaveValue('Root');
  await expect(page.getByRole('combobox', { name: 'Style', exact: true })).toHaveText('Getters and setters');
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
});

test('example 2: records with Jackson annotations', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/json-to-java');
  await chooseOption(page, 'Style', 'Record');
  await jackson(page).click();
  await tool.input.fill(sample);
  await tool.expectOutput(
    lines(
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
    ),
  );
});

test('example 3: a link with the JSON and Jackson on gives getters and setters', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open(`/json-to-java#${new URLSearchParams({ json: '{"first-name": "A"}', jackson: 'true' })}`);
  await expect(tool.input).toHaveValue('{"first-name": "A"}');
  await expect(jackson(page)).toBeChecked();
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
});

test('class name, package, Lombok and static inner classes', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/json-to-java');
  await page.getByLabel('Class name', { exact: true }).fill('user profile');
  await page.getByLabel('Package name', { exact: true }).fill('com.example');
  await chooseOption(page, 'Style', 'Lombok @Data');
  await page.getByRole('switch', { name: 'Nest classes as static inner classes', exact: true }).click();
  await tool.input.fill('[{"name": "Ann", "home": {"city": "Paris"}}, {"name": "Bo"}]');
  await tool.expectOutput(
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

test('shows the errors under the input and keeps the input', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/json-to-java');
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
});

test('primitive types, equals/hashCode/toString, and Kotlin data classes', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/json-to-java');
  await chooseOption(page, 'Style', 'Public fields');
  await page.getByRole('switch', { name: 'Use primitive types', exact: true }).click();
  await page.getByRole('switch', { name: 'equals, hashCode and toString', exact: true }).click();
  await tool.input.fill('{"id": 7, "ok": true}');
  await expect(tool.output).toContainText('public int id;\n    public boolean ok;');
  await expect(tool.output).toContainText('return Objects.hash(this.id, this.ok);');
  await chooseOption(page, 'Style', 'Kotlin data class');
  await expect(page.getByRole('switch', { name: 'equals, hashCode and toString', exact: true })).toBeDisabled();
  await tool.expectOutput(lines('data class Root(', '    val id: Int,', '    val ok: Boolean,', ')'));
});
