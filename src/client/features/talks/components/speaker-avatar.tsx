/** A speaker's round photo, or their initials when there is none (decorative: the name is printed beside it). */
import { initials } from '../talks.format';

export function SpeakerAvatar({ name, image }: { name: string; image: string | null }) {
  if (image) {
    return <img src={image} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded-full bg-slate-100 object-cover" />;
  }
  return (
    <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-900">
      {initials(name)}
    </span>
  );
}
