import type { BlockNode, BlockOf, Caption, Graphic, MediaFile } from '../../../schemas/content/article-content.ts';
import { parseBlocks } from './blocks.ts';
import type { ReadingContext } from './context.ts';
import { parseInlineTrimmed } from './inline.ts';
import { assetLink, doiOf } from './links.ts';
import { attribute, childElements, childText, firstChild, hrefOf, idOf, plainText } from '../xml/xml-query.ts';
import type { XmlElement } from '../xml/xml-tree.ts';

/** An image element (`graphic`, `inline-graphic`), or null when it names no file a reader may load. */
export function graphicOf(element: XmlElement): Graphic | null {
  const href = assetLink(hrefOf(element));
  return href ? { id: idOf(element), href, alt: childText(element, 'alt-text') } : null;
}

function mediaFileOf(media: XmlElement): MediaFile {
  return { id: idOf(media), href: assetLink(hrefOf(media)), mimetype: attribute(media, 'mimetype'), mimeSubtype: attribute(media, 'mime-subtype') };
}

/** The file an element stands for: its own address, else that of the first `media` inside it. */
function fileOf(element: XmlElement): MediaFile {
  const source = hrefOf(element) ? element : (firstChild(element, 'media') ?? element);
  return { ...mediaFileOf(source), id: source === element ? '' : idOf(source) };
}

export function captionOf(element: XmlElement, context: ReadingContext): Caption {
  const caption = firstChild(element, 'caption');
  if (!caption) return { title: [], children: [] };
  const title = firstChild(caption, 'title');
  return {
    title: title ? parseInlineTrimmed(title.children, context) : [],
    children: parseBlocks(childElements(caption).filter((child) => child.local !== 'title'), context),
  };
}

/** The publisher's DOI for a figure, table or file (`object-id pub-id-type="doi"`). */
export function objectDoi(element: XmlElement): string {
  const id = childElements(element, 'object-id').find((candidate) => attribute(candidate, 'pub-id-type') === 'doi');
  return id ? doiOf(plainText(id)) : '';
}

/** Images directly inside, or offered as alternatives. */
export function graphicsIn(element: XmlElement): Graphic[] {
  const candidates = childElements(element, 'graphic', 'alternatives').flatMap((child) => (child.local === 'alternatives' ? childElements(child, 'graphic') : [child]));
  return candidates.map(graphicOf).filter((image): image is Graphic => image !== null);
}

const figureParts = new Set(['object-id', 'label', 'caption', 'graphic', 'alternatives', 'media', 'alt-text', 'long-desc']);

export function figureOf(figure: XmlElement, context: ReadingContext): BlockOf<'fig'> {
  const graphics = graphicsIn(figure);
  const alt = childText(figure, 'alt-text');
  return {
    type: 'fig',
    id: idOf(figure),
    figType: attribute(figure, 'fig-type'),
    label: childText(figure, 'label'),
    caption: captionOf(figure, context),
    graphics: graphics.map((image) => ({ ...image, alt: image.alt || alt })),
    media: childElements(figure, 'media').map(mediaFileOf),
    notes: parseBlocks(childElements(figure).filter((child) => !figureParts.has(child.local)), context),
    doi: objectDoi(figure),
  };
}

export function figureGroupOf(group: XmlElement, context: ReadingContext): BlockOf<'fig-group'> {
  return {
    type: 'fig-group',
    id: idOf(group),
    label: childText(group, 'label'),
    caption: captionOf(group, context),
    figures: childElements(group, 'fig').map((figure) => figureOf(figure, context)),
  };
}

/** A supplementary file; its address is on the element itself or on the `media` inside it. */
export function supplementaryMaterialOf(material: XmlElement, context: ReadingContext): BlockOf<'supplementary-material'> {
  const caption = captionOf(material, context);
  const extra: BlockNode[] = parseBlocks(childElements(material).filter((child) => !figureParts.has(child.local)), context);
  return {
    type: 'supplementary-material',
    id: idOf(material),
    label: childText(material, 'label'),
    caption: { ...caption, children: [...caption.children, ...extra] },
    file: fileOf(material),
    doi: objectDoi(material),
  };
}

export function mediaOf(media: XmlElement, context: ReadingContext): BlockOf<'media'> {
  return {
    type: 'media',
    id: idOf(media),
    label: childText(media, 'label'),
    caption: captionOf(media, context),
    file: fileOf(media),
  };
}
