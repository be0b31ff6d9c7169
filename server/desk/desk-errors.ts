import type { DeskItem } from '../../schemas/desk/desk-kinds.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { ApiError } from '../http/api-error.ts';
import type { FieldProblem } from './desk-kind.ts';

/** Fields that do not hold: 400, every problem named by its path in the item's data. */
export function invalidFields(problems: readonly FieldProblem[]): ApiError {
  const message = problems.map(({ path, message }) => (path ? `${path}: ${message}` : message)).join('; ');
  return new ApiError(statusCodes.badRequest, message, 400, { problems });
}

/** Another editor saved since this one loaded the item: 409, with the item as it is now to compare. */
export function conflictWith(current: DeskItem | undefined): ApiError {
  const by = current ? ` by ${current.updatedBy} at ${current.updatedAt}` : '';
  return new ApiError(statusCodes.conflict, `Someone else changed this item${by}; your version is older. Compare and save again.`, 409, current ?? null);
}

/** What the desk refuses to do, and why (an issue that holds articles cannot be deleted). */
export const refusal = (message: string) => new ApiError(statusCodes.badRequest, message, 400);
