/**
 * Data files that are templates: a cookiecutter project's `{{cookiecutter.project_slug}}/pyproject.toml`,
 * a Jinja-rendered YAML. They become TOML, YAML or JSON only once rendered, so a parse error in
 * them is no verdict on the author's work (issue 26, item 4). Asked only about a file that did
 * not parse: a template whose markers all sit in strings parses and is checked as it is.
 */

// A Jinja statement `{% … %}` / `{%- … -%}`, a comment `{# … #}`, or an expression `{{ … }}` that
// is not GitHub's `${{ … }}`, on one line.
const MARKER = /\{%-?[^\n]*?-?%\}|\{#[^\n]*?#\}|(?<!\$)\{\{[^\n]*?\}\}/;
// A folder (or the file) named by a template variable: `{{cookiecutter.project_slug}}`.
const TEMPLATE_SEGMENT = /\{\{[^/]*\}\}/;

/** Why the file is a template — `Jinja markers`, `under {{cookiecutter.project_slug}}` — or undefined when it is none. */
export function templateOf(path: string, text: string): string | undefined {
  if (MARKER.test(text)) return 'Jinja markers';
  const segment = TEMPLATE_SEGMENT.exec(path)?.[0];
  return segment === undefined ? undefined : `under ${segment}`;
}

/** The evidence note naming the templates a check did not judge, by why (`; not checked, a template (Jinja markers): a, b`), or ''. */
export function templatesNote(templates: readonly { path: string; why: string }[]): string {
  const byWhy = new Map<string, string[]>();
  for (const t of templates) byWhy.set(t.why, [...(byWhy.get(t.why) ?? []), t.path]);
  return [...byWhy]
    .map(([why, paths]) => {
      const more = paths.length > MAX_NAMED ? ` and ${paths.length - MAX_NAMED} more` : '';
      return `; not checked, a template (${why}): ${paths.slice(0, MAX_NAMED).join(', ')}${more}`;
    })
    .join('');
}

const MAX_NAMED = 5;
