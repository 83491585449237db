import { Offcanvas } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';
import { useNavEntries } from './navEntries.js';
import { ExternalLinks, InternalLinks, SettingsEntry } from './NavLinks.js';

/** The mobile 'More' sheet: the pages, the external links and Settings. */
export default function MoreSheet({ show, onClose }: { show: boolean; onClose: () => void }) {
  const t = useT();
  const { pages, external, showSettings } = useNavEntries();
  return (
    <Offcanvas
      id="more-navigation"
      show={show}
      onHide={onClose}
      placement="bottom"
      className="more-sheet"
      aria-labelledby="more-navigation-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <Offcanvas.Title id="more-navigation-title">{t('nav.more')}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {showSettings && <SettingsEntry onFollow={onClose} />}
        <InternalLinks entries={pages} onFollow={onClose} />
        {external.length > 0 && <hr />}
        <ExternalLinks entries={external} onFollow={onClose} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
