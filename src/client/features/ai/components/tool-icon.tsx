/** A tool's icon by its stored name (FileText, MessageCircle, Video, BarChart, Calendar, DollarSign; FileText otherwise). */
import { BarChart, Calendar, DollarSign, FileText, type LucideIcon, MessageCircle, Video } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = { FileText, MessageCircle, Video, BarChart, Calendar, DollarSign };

export function ToolIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? FileText;
  return <Icon className={className} aria-hidden />;
}
