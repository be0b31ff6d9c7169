import { blockCatalogue } from '../../../schemas/blocks/block-catalogue.ts';
import { excludedChildMenuCodes, routedMenuCodes } from '../../../schemas/menu-codes.ts';
import { defaultThemeColours } from '../../../schemas/theme-defaults.ts';
import type { FieldWidgetProps } from '../../kits/schema-form/form-context.ts';

const describedBy = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** What the catalogue says of a code: the blocks that render it, in a sentence each. */
export function blockSummary(code: string): string | undefined {
  const entry = blockCatalogue.find((candidate) => candidate.code === code);
  return entry?.blocks.map((block) => (block.styleIds ? `Styles ${block.styleIds.join(', ')}: ${block.summary}` : block.summary)).join(' ');
}

/** The style ids a code's blocks render (undefined: any style; a block takes every style). */
export function styleIdsOf(code: string): number[] | undefined {
  const blocks = blockCatalogue.find((candidate) => candidate.code === code)?.blocks ?? [];
  if (blocks.length === 0 || blocks.some((block) => block.styleIds === null)) return undefined;
  return [...new Set(blocks.flatMap((block) => block.styleIds ?? []))].sort((a, b) => a - b);
}

/**
 * A module's code, chosen among those the portal's blocks render (schemas/blocks/block-catalogue.ts); a code no
 * block renders stays shown, and said to render nothing. The chosen block's summary is read with the choice.
 */
export function BlockCodeSelect({ id, value, onChange, describedBy: described, invalid, required }: Pick<FieldWidgetProps, 'id' | 'value' | 'onChange' | 'describedBy' | 'invalid' | 'required'>) {
  const code = typeof value === 'string' ? value : '';
  const known = blockCatalogue.some((entry) => entry.code === code);
  const summary = code ? (blockSummary(code) ?? 'No block renders this code: the module shows nothing.') : undefined;
  const summaryId = `${id}-block`;
  return (
    <>
      <select id={id} value={code} aria-describedby={describedBy(described, summary ? summaryId : undefined)} aria-invalid={invalid || undefined} aria-required={required || undefined} onChange={(event) => onChange(event.target.value)}>
        {code === '' ? <option value="">Choose a block…</option> : null}
        {!known && code ? <option value={code}>{code} (no block renders it)</option> : null}
        {blockCatalogue.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {entry.code}
          </option>
        ))}
      </select>
      {summary ? (
        <p id={summaryId} className="help block-summary">
          {summary}
        </p>
      ) : null}
    </>
  );
}

/** site.json's `colour`: one of the 11 theme colours, each named by its colours, the chosen one shown. */
export function ThemeColourSelect({ id, value, onChange, describedBy: described, invalid }: FieldWidgetProps) {
  const chosen = defaultThemeColours.find((colour) => colour.colorId === value);
  const swatchId = `${id}-swatch`;
  return (
    <div className="theme-colour">
      <select
        id={id}
        value={chosen ? String(chosen.colorId) : ''}
        aria-describedby={describedBy(described, chosen ? swatchId : undefined)}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {chosen ? null : <option value="">Choose…</option>}
        {defaultThemeColours.map((colour) => (
          <option key={colour.colorId} value={String(colour.colorId)}>
            Colour {colour.colorId} ({colour.themeColorPrimary})
          </option>
        ))}
      </select>
      {chosen ? (
        <p id={swatchId} className="swatches">
          <span className="swatch" aria-hidden="true" style={{ background: chosen.themeColorPrimary }} />
          <span className="swatch" aria-hidden="true" style={{ background: chosen.themeColorHoverPrimary }} />
          <span className="swatch" aria-hidden="true" style={{ background: chosen.otherColor }} />
          <span>
            Primary {chosen.themeColorPrimary}, hover {chosen.themeColorHoverPrimary}, tint {chosen.otherColor}
          </span>
        </p>
      ) : null}
    </div>
  );
}

const menuCodes = [...new Set<string>([...routedMenuCodes, ...excludedChildMenuCodes])].sort();
const menuCodesListId = 'studio-menu-codes';

/** The menu codes the portal knows, offered while a code is typed: once on a page, for every menu item's input. */
export function MenuCodeSuggestions() {
  return (
    <datalist id={menuCodesListId}>
      {menuCodes.map((code) => (
        <option key={code} value={code} />
      ))}
    </datalist>
  );
}

/** A menu item's code: typed, the codes the portal routes suggested (MenuCodeSuggestions); any code the schema takes is kept. */
export function MenuCodeInput({ id, value, onChange, describedBy: described, invalid, required }: FieldWidgetProps) {
  return (
    <input
      id={id}
      type="text"
      list={menuCodesListId}
      spellCheck={false}
      autoComplete="off"
      value={typeof value === 'string' ? value : ''}
      aria-describedby={described}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
