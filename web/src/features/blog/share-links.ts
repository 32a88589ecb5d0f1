/** One "Share This Blog" link. */
export interface ShareLink {
  /** The network, as the link shows it. */
  network: string;
  href: string;
}

export interface SharedPost {
  /** The post's absolute address. */
  url: string;
  title: string;
  /** An absolute image address, for Pinterest (which pins a picture). */
  image: string;
}

const q = encodeURIComponent;

/**
 * The sharing addresses of the spec's networks, in its order: each network's public share
 * dialog, filled with the post's address and title. E-mail opens the visitor's mail program.
 */
export function shareLinks({ url, title, image }: SharedPost): ShareLink[] {
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}` },
    { network: 'X', href: `https://x.com/intent/post?url=${q(url)}&text=${q(title)}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${q(`${title} ${url}`)}` },
    { network: 'Reddit', href: `https://www.reddit.com/submit?url=${q(url)}&title=${q(title)}` },
    { network: 'Pinterest', href: `https://www.pinterest.com/pin/create/button/?url=${q(url)}&media=${q(image)}&description=${q(title)}` },
    { network: 'Email', href: `mailto:?subject=${q(title)}&body=${q(`${title}\n\n${url}`)}` },
  ];
}
