import { useState } from 'react';
import { DemoSection } from '../DemoSection';
import { KeyValueTable } from '../table/KeyValueTable';
import { FileUpload } from './FileUpload';

const describeFiles = (files: File[]) =>
  files.map((file) => ({ label: file.name, value: `${file.type || 'unknown type'}, ${file.size} bytes` }));

export default function FileUploadDemo() {
  const [image, setImage] = useState<File[]>([]);
  const [documents, setDocuments] = useState<File[]>([]);
  return (
    <>
      <DemoSection title="One image">
        <FileUpload label="Image to decode" accept="image/*" onFiles={setImage} />
        {image.length > 0 && <KeyValueTable rows={describeFiles(image)} monospace={false} />}
      </DemoSection>
      <DemoSection title="Several files of any type">
        <FileUpload label="Files to convert" description="Up to you how many." multiple onFiles={setDocuments} />
        {documents.length > 0 && <KeyValueTable rows={describeFiles(documents)} monospace={false} />}
      </DemoSection>
      <DemoSection title="Disabled">
        <FileUpload label="Not available now" disabled onFiles={() => {}} />
      </DemoSection>
    </>
  );
}
