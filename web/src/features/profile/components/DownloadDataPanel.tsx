import { buttonClassName } from '@/components/ui/button/Button';
import { DATA_FILE_URL } from '../api/readers-rights';

export interface DownloadDataPanelProps {
  /** Where the file comes from; stories point it elsewhere. */
  href?: string;
}

/**
 * "Download my data": one JSON file of everything the site keeps about the account. A plain
 * link with `download`, so it works before the page's script has loaded.
 */
export function DownloadDataPanel({ href = DATA_FILE_URL }: DownloadDataPanelProps) {
  return (
    <section className="account-security__panel" aria-labelledby="download-data-title">
      <h2 id="download-data-title" className="account-security__heading">
        Your data
      </h2>
      <p className="account-security__hint">
        One JSON file with your profile, sessions, quiz answers and streaks, comments, newsletter
        subscription, story submissions and the messages you sent us from this address.
      </p>
      <a className={buttonClassName()} href={href} download>
        Download my data
      </a>
    </section>
  );
}
