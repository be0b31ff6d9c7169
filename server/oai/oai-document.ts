import { oaiNamespace, oaiSchemaLocation, xsiNamespace, type OaiError } from './oai-protocol.ts';
import { addElement, newXmlDocument, setAttribute, xmlDocumentText, type XmlBuilder } from './xml-writer.ts';

/** What every reply starts with: when it was made, and the request it answers. */
export type ReplyHead = {
  baseUrl: string;
  responseDate: string;
  /** The request's arguments, echoed as `<request>`'s attributes; null after badVerb or badArgument, as the protocol says. */
  echo: Record<string, string> | null;
};

function envelope(head: ReplyHead): { document: XmlBuilder; root: XmlBuilder } {
  const document = newXmlDocument();
  const root = document.ele(oaiNamespace, 'OAI-PMH');
  setAttribute(root, xsiNamespace, 'xsi:schemaLocation', oaiSchemaLocation);
  addElement(root, oaiNamespace, 'responseDate', head.responseDate);
  const request = addElement(root, oaiNamespace, 'request', head.baseUrl);
  for (const [name, value] of Object.entries(head.echo ?? {})) setAttribute(request, null, name, value);
  return { document, root };
}

/** A reply to a legal request: `fill` writes the verb's element into the root. */
export function oaiReply(head: ReplyHead, fill: (root: XmlBuilder) => void): string {
  const { document, root } = envelope(head);
  fill(root);
  return xmlDocumentText(document);
}

export function oaiErrorReply(head: ReplyHead, errors: OaiError[]): string {
  const { document, root } = envelope(head);
  for (const error of errors) setAttribute(addElement(root, oaiNamespace, 'error', error.message), null, 'code', error.code);
  return xmlDocumentText(document);
}
