import type { FieldProblem } from '../../../schemas/desk/desk-api.ts';

/**
 * A configuration problem's path as the server and the validator write it (schemas/lenient-parse.ts `formatPath`:
 * `home[2].props`, `screens["/login"].modules[0]`) as the form's problem path (`home.2.props`,
 * `screens./login.modules.0`). A path already dotted comes back as it is.
 */
export function dottedPath(path: string): string {
  const parts: string[] = [];
  const token = /\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|\.?([^.[\]]+)/g;
  for (let match = token.exec(path); match; match = token.exec(path)) {
    if (match[1] !== undefined) parts.push(match[1]);
    else if (match[2] !== undefined) parts.push(String(JSON.parse(match[2])));
    else if (match[3] !== undefined) parts.push(match[3]);
  }
  return parts.join('.');
}

/**
 * Each problem beside the nearest field the form shows: its own, else its closest shown parent (a block's props
 * edited as JSON: `home.2.props.slides.0.link` beside `home.2.props`), its message then naming the rest of its path.
 * A problem no shown field contains keeps its path (the summary names it).
 */
export function placeProblems(problems: readonly FieldProblem[], isShown: (path: string) => boolean): FieldProblem[] {
  return problems.map((problem) => {
    if (problem.path === '' || isShown(problem.path)) return problem;
    const parts = problem.path.split('.');
    for (let length = parts.length - 1; length > 0; length -= 1) {
      const parent = parts.slice(0, length).join('.');
      if (isShown(parent)) return { path: parent, message: `${parts.slice(length).join('.')}: ${problem.message}` };
    }
    return problem;
  });
}
