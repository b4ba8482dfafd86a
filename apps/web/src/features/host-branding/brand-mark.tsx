import { useHostConfig } from '../../host/host-config.tsx';
import { displayedBrand, safeImageURL } from './brand-text.ts';
import './host-branding.css';

/**
 * The host's logo and name, as the sidebar header shows them. The logo is an
 * <img> with the brand as its text alternative; a logo that fails to load leaves the name.
 */
export function BrandMark() {
  const hostConfig = useHostConfig();
  const brand = displayedBrand(hostConfig);
  const logo = safeImageURL(hostConfig.logoURL);
  return (
    <span className="brand-mark">
      {logo === undefined ? null : (
        <img
          className="brand-mark__logo"
          src={logo}
          alt={brand}
          referrerPolicy="no-referrer"
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      )}
      <span className="brand-mark__name" aria-hidden={logo === undefined ? undefined : true}>
        {brand}
      </span>
    </span>
  );
}
