/**
 * Data files that are templates: a cookiecutter project's `{{cookiecutter.project_slug}}/pyproject.toml`,
 * a Jinja-rendered YAML. They become TOML, YAML or JSON only once rendered, so a parse error in
 * them is no verdict on the author's work (issue 26, item 4). Asked only about a file that did
 * not parse: a template whose markers all sit in strings parses and is checked as it is.
 */
/** Why the file is a template — `Jinja markers`, `under {{cookiecutter.project_slug}}` — or undefined when it is none. */
export declare function templateOf(path: string, text: string): string | undefined;
/** The evidence note naming the templates a check did not judge, by why (`; not checked, a template (Jinja markers): a, b`), or ''. */
export declare function templatesNote(templates: readonly {
    path: string;
    why: string;
}[]): string;
