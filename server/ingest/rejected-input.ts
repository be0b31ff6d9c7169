/** Why a file is not one the ingest reads. The message is shown to whoever ran it, so it says what is wrong. */
export class RejectedInput extends Error {
  override name = 'RejectedInput';
}
