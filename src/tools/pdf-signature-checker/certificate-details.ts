import type { Certificate, RelativeDistinguishedNames } from 'pkijs';
import { bytesToHex } from '../../lib/bytes';
import { pemEncode } from '../../lib/pem';

/** The parts of a distinguished name the certificate table shows; empty when absent. */
export interface NameDetails {
  commonName: string;
  organizationName: string;
  countryName: string;
  localityName: string;
  organizationalUnitName: string;
  stateOrProvinceName: string;
}

export interface CertificateDetails {
  subject: NameDetails;
  issuer: NameDetails;
  notBefore: Date;
  notAfter: Date;
  serialNumber: string;
  pem: string;
}

const nameOids: Readonly<Record<keyof NameDetails, string>> = {
  commonName: '2.5.4.3',
  organizationName: '2.5.4.10',
  countryName: '2.5.4.6',
  localityName: '2.5.4.7',
  organizationalUnitName: '2.5.4.11',
  stateOrProvinceName: '2.5.4.8',
};

function attributeText(value: unknown): string {
  const block = (value as { valueBlock?: { value?: unknown } } | undefined)?.valueBlock;
  return typeof block?.value === 'string' ? block.value : '';
}

/** Several values of one attribute (two OUs, say) are joined with commas. */
function nameDetails(name: RelativeDistinguishedNames): NameDetails {
  const valuesOf = (oid: string) =>
    name.typesAndValues
      .filter((typeAndValue) => typeAndValue.type === oid)
      .map((typeAndValue) => attributeText(typeAndValue.value))
      .filter(Boolean)
      .join(', ');
  return Object.fromEntries(
    Object.entries(nameOids).map(([part, oid]) => [part, valuesOf(oid)]),
  ) as unknown as NameDetails;
}

export function certificateDer(certificate: Certificate): Uint8Array {
  return new Uint8Array(certificate.toSchema().toBER(false));
}

export function describeCertificate(certificate: Certificate): CertificateDetails {
  return {
    subject: nameDetails(certificate.subject),
    issuer: nameDetails(certificate.issuer),
    notBefore: certificate.notBefore.value,
    notAfter: certificate.notAfter.value,
    serialNumber: bytesToHex(certificate.serialNumber.valueBlock.valueHexView),
    pem: pemEncode('CERTIFICATE', certificateDer(certificate)),
  };
}
