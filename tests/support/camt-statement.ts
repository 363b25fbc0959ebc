/**
 * A CAMT.053 statement (camt.053.001.02, as German banks export it) with the given credits and
 * debits, for tests of the bank statement import (issue 36). Each entry gets the bank's reference
 * `ref` (its idempotency key): the same entries give the same statement.
 */
export type StatementLine = {
  ref: string;
  amountCents: number;
  remittance: string;
  payerName?: string;
  payerIban?: string;
  debit?: boolean;
  bookedOn?: string;
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const euros = (cents: number) => (cents / 100).toFixed(2);

function entryXml(line: StatementLine): string {
  const day = line.bookedOn ?? '2026-03-02';
  const party = line.debit ? 'Cdtr' : 'Dbtr';
  return `
      <Ntry>
        <Amt Ccy="EUR">${euros(line.amountCents)}</Amt>
        <CdtDbtInd>${line.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        <AcctSvcrRef>${escapeXml(line.ref)}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">${euros(line.amountCents)}</Amt></TxAmt></AmtDtls>
            <RltdPties>
              <${party}><Nm>${escapeXml(line.payerName ?? 'Erika Mustermann')}</Nm></${party}>
              <${party}Acct><Id><IBAN>${line.payerIban ?? 'DE89370400440532013000'}</IBAN></Id></${party}Acct>
            </RltdPties>
            <RmtInf><Ustrd>${escapeXml(line.remittance)}</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
}

export function camtStatement(lines: readonly StatementLine[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>SPIEGELSHOP-TEST</MsgId>
      <CreDtTm>2026-03-03T06:12:41.0+01:00</CreDtTm>
    </GrpHdr>
    <Stmt>
      <Id>SPIEGELSHOP-TEST-1</Id>
      <CreDtTm>2026-03-03T06:12:41.0+01:00</CreDtTm>
      <Acct><Id><IBAN>DE02120300000000202051</IBAN></Id><Ccy>EUR</Ccy></Acct>${lines.map(entryXml).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
