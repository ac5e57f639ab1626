/**
 * A TOML, YAML or JSON file that is a Jinja/cookiecutter template is not TOML, YAML or JSON until
 * rendered: named as not checked, never a syntax failure (issue 26, item 4). The twin: a truly
 * broken pyproject.toml (or YAML, JSON) still fails.
 */
import { describe, expect, it } from 'vitest';
import { jsonValid } from '../../../src/checks/kinds/json-valid.js';
import { syntax } from '../../../src/checks/kinds/syntax.js';
import { yamlValid } from '../../../src/checks/kinds/yaml-valid.js';
import { checkTester } from '../../support/check-tester.js';

// The layout of cookiecutter-pypackage: cookiecutter.json beside a directory named by a variable.
const SLUG = '{{cookiecutter.project_slug}}';
const PYPROJECT = `[project]
name = "{{ cookiecutter.project_slug }}"
version = "{{ cookiecutter.version }}"
description = "{{ cookiecutter.project_short_description }}"
{%- if cookiecutter.command_line_interface|lower == 'typer' %}
dependencies = ["typer"]

[project.scripts]
{{ cookiecutter.project_slug }} = "{{ cookiecutter.project_slug }}.cli:app"
{%- endif %}
`;
const WORKFLOW = `name: test
on: [push]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
{% if cookiecutter.use_pytest == 'y' %}
      - run: pytest
{% endif %}
`;
const PACKAGE_JSON = '{\n  "name": "{{ cookiecutter.project_slug }}",\n  "private": {{ cookiecutter.private }}\n}\n';
const COOKIECUTTER_JSON = '{\n  "project_slug": "app",\n  "version": "0.1.0",\n  "command_line_interface": ["typer", "none"]\n}\n';

describe('cookiecutter templates are not checked as data files', () => {
  it('pyproject.toml under {{cookiecutter.project_slug}}/ with Jinja tags: named as not checked, a pass', async () => {
    const outcome = await checkTester(syntax).run(
      { files: '**/*.toml' },
      { files: { [`${SLUG}/pyproject.toml`]: PYPROJECT, 'pyproject.toml': '[tool.x]\na = 1\n' } },
    );
    expect(outcome).toMatchObject({ status: 'pass' });
    expect(outcome.evidence).toContain(`not checked, a template (Jinja markers): ${SLUG}/pyproject.toml`);
  });

  it('Jinja tags in a TOML file outside a template directory: a template too', async () => {
    const outcome = await checkTester(syntax).run({}, { files: { 'template/pyproject.toml': PYPROJECT } });
    expect(outcome).toMatchObject({ status: 'pass', evidence: expect.stringContaining('not checked, a template') });
  });

  it('YAML and JSON templates: not checked, named; cookiecutter.json itself is checked', async () => {
    const yaml = await checkTester(yamlValid).run({}, { files: { [`${SLUG}/.github/workflows/test.yml`]: WORKFLOW } });
    expect(yaml).toMatchObject({
      status: 'pass',
      evidence: expect.stringContaining(`not checked, a template (Jinja markers): ${SLUG}/.github/workflows/test.yml`),
    });
    const json = await checkTester(jsonValid).run(
      {},
      { files: { [`${SLUG}/package.json`]: PACKAGE_JSON, 'cookiecutter.json': COOKIECUTTER_JSON } },
    );
    expect(json).toMatchObject({
      status: 'pass',
      evidence: expect.stringContaining(`not checked, a template (Jinja markers): ${SLUG}/package.json`),
    });
    expect(json.evidence).toContain('1 file(s): valid JSON');
  });
});

describe('true positives: broken data files without template markers still fail', () => {
  it('a broken pyproject.toml fails at its line', async () => {
    const outcome = await checkTester(syntax).run({}, { files: { 'pyproject.toml': '[project]\nname = "app"\nname = "again"\n' } });
    expect(outcome).toMatchObject({ status: 'fail', findings: [{ path: 'pyproject.toml', line: 3 }] });
  });
  it('GitHub expressions ${{ }} are no template: broken workflow YAML still fails', async () => {
    const broken = 'on: push\njobs:\n  a:\n    runs-on: ${{ matrix.os }}\n   steps: []\n';
    expect(await checkTester(yamlValid).run({}, { files: { '.github/workflows/ci.yml': broken } })).toMatchObject({ status: 'fail' });
  });
  it('broken JSON fails', async () => {
    expect(await checkTester(jsonValid).run({}, { files: { 'a.json': '{"a": 1,,}\n' } })).toMatchObject({ status: 'fail' });
  });
});
