/**
 * The canvas's and the deck's "Export …" and "Import …" buttons: export downloads the
 * document as JSON, import opens a file picker for such a file and hands the chosen file to `onImport`.
 */
import { useLingui } from '@lingui/react/macro';
import { FileJson, Upload } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '~/client/components/ui/button';

export function JsonFileButtons({ noun, onExport, onImport }: { noun: 'canvas' | 'deck'; onExport: () => void; onImport: (file: File) => void }) {
  const { t } = useLingui();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outline" onClick={onExport}>
        <FileJson aria-hidden /> {noun === 'canvas' ? t`Export Canvas` : t`Export Deck`}
      </Button>
      <Button variant="outline" onClick={() => fileInput.current?.click()}>
        <Upload aria-hidden /> {noun === 'canvas' ? t`Import Canvas` : t`Import Deck`}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        className="hidden"
        aria-label={noun === 'canvas' ? t`Canvas JSON file to import` : t`Deck JSON file to import`}
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onImport(file);
        }}
      />
    </>
  );
}
