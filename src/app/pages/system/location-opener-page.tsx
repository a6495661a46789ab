import { Button, Toast } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { useBack } from './use-back.js';
import '../../styles/shell.css';

export interface MapPlace {
  lat: number;
  lng: number;
  name: string;
}

/** The place of the query, or null when latitude or longitude is missing or out of range. */
export function placeFrom(params: URLSearchParams): MapPlace | null {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  if (params.get('lat') === null || params.get('lng') === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng, name: (params.get('name') ?? '').trim().slice(0, 120) };
}

/** Map links of a place: the phone's map app (geo:), then web maps that also open their apps. */
export function mapLinks({ lat, lng, name }: MapPlace): { geo: string; google: string; apple: string; amap: string } {
  const at = `${lat},${lng}`;
  const label = name ? `(${encodeURIComponent(name)})` : '';
  return {
    geo: `geo:${at}?q=${at}${label}`,
    google: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(at)}`,
    apple: `https://maps.apple.com/?ll=${encodeURIComponent(at)}&q=${encodeURIComponent(name || at)}`,
    amap: `https://uri.amap.com/marker?position=${encodeURIComponent(`${lng},${lat}`)}&name=${encodeURIComponent(name || at)}`,
  };
}

/**
 * The location opener (docs/spec/storefront-spec.md#2-screens-and-routes, system pages): /pages/system/locationOpener/index?lat&lng&name.
 * It offers the phone's map app (geo:) and web maps, and as a fallback the coordinates to copy.
 */
export function LocationOpenerPage() {
  const { t } = useTranslation();
  const back = useBack();
  const [params] = useSearchParams();
  const place = placeFrom(params);
  if (!place) {
    return (
      <div className="page page--center">
        <EmptyState icon="lost" title={t('system.map.invalid')} text={t('system.map.invalidText')} testId="location-opener-invalid">
          <Button color="primary" shape="rounded" onClick={back}>{t('app.back')}</Button>
        </EmptyState>
      </div>
    );
  }
  const links = mapLinks(place);
  // Coordinates, not money: six places (about 0.1 m) as map apps print them.
  // eslint-disable-next-line no-restricted-syntax
  const coordinates = `${place.lat.toFixed(6)}, ${place.lng.toFixed(6)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coordinates);
      Toast.show({ content: t('system.map.copied'), position: 'center' });
    } catch {
      Toast.show({ content: t('system.map.copyFailed'), position: 'center' });
    }
  };
  return (
    <div className="page location-opener" data-testid="location-opener">
      <div className="system-card location-opener__place">
        <span className="location-opener__pin" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28"><path fill="currentColor" d="M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7Zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z" /></svg>
        </span>
        <div className="location-opener__body">
          <strong data-testid="location-opener-name">{place.name || t('system.map.unnamed')}</strong>
          <span className="system-card__label" data-testid="location-opener-coordinates">{coordinates}</span>
        </div>
      </div>
      <div className="system-actions">
        <a className="system-link-button system-link-button--primary" href={links.geo} data-testid="map-open-app">{t('system.map.openApp')}</a>
        <a className="system-link-button" href={links.google} target="_blank" rel="noopener noreferrer" data-testid="map-open-google">{t('system.map.openGoogle')}</a>
        <a className="system-link-button" href={links.apple} target="_blank" rel="noopener noreferrer" data-testid="map-open-apple">{t('system.map.openApple')}</a>
        <a className="system-link-button" href={links.amap} target="_blank" rel="noopener noreferrer" data-testid="map-open-amap">{t('system.map.openAmap')}</a>
      </div>
      <div className="system-card">
        <p className="system-hint">{t('system.map.fallback')}</p>
        <Button block shape="rounded" onClick={() => void copy()} data-testid="map-copy">{t('system.map.copy')}</Button>
      </div>
    </div>
  );
}
