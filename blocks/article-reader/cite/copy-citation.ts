import { showToast } from '../../../runtime/ui/show-toast.ts';

/** Copies a citation and says so (spec §8 "citation copied"); a clipboard that refuses is left silent, as the spec asks. */
export async function copyCitation(text: string, copiedMessage: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    return;
  }
  showToast(copiedMessage);
}
