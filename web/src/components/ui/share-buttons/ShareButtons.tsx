export interface ShareButtonsProps {
  url: string;
  title: string;
}

/** Share links for three networks, opening in a new tab. */
export function ShareButtons({ url, title }: ShareButtonsProps) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const networks = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
  return (
    <ul className="share-buttons" aria-label="Share this article">
      {networks.map((network) => (
        <li key={network.name}>
          <a href={network.href} target="_blank" rel="noopener noreferrer">
            Share on {network.name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
