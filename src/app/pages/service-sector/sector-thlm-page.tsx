import { CallView } from '../../components/call-view.js';
import { useCall } from '../../components/use-call.js';
import { SectorProduct } from './sector-product.js';

/** The travel sector (THLM): THLM is answered from the travel product on sale that product.thlmFormat names (sourceProduct). */
export function SectorThlmPage() {
  const format = useCall('product.thlmFormat');
  return (
    <CallView call={format} testId="sector-thlm-format">
      {(data) => <SectorProduct sector="thlm" productCode={data.sourceProduct} />}
    </CallView>
  );
}
