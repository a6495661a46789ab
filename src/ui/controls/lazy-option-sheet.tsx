import type { OptionSheetProps } from './option-sheet.js';
import { lazyOverlay } from './lazy-overlay.js';

/** The option sheet, loaded when a sheet first opens: shown while `visible`, as the overlays are. */
const LoadedOptionSheet = lazyOverlay<OptionSheetProps & { visible?: boolean }>(() =>
  import('./option-sheet.js').then(({ OptionSheet }) => {
    function VisibleOptionSheet({ visible, ...props }: OptionSheetProps & { visible?: boolean }) {
      return <OptionSheet {...props} open={visible === true} />;
    }
    return VisibleOptionSheet;
  }));

/**
 * An option sheet (./option-sheet.tsx) loaded the first time it opens: its bottom sheet, check list and search box
 * (antd-mobile's Popup with react-spring, CheckList, List, SearchBar and Input, about 7 KB gz) are drawn only
 * inside an open sheet, so an order step whose pickers are closed does not load them
 * (docs/decisions/016-order-route-diet.md). Same props and look; it mounts closed, then opens, so the first opening
 * slides too.
 */
export function LazyOptionSheet(props: OptionSheetProps) {
  return <LoadedOptionSheet {...props} visible={props.open} />;
}
