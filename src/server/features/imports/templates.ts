import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { ImportTemplate } from '@/shared/imports/catalogue';
import { templateSpec } from '@/shared/imports/templates';
import { importTemplateDownloads } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { writeAudit } from '@/server/audit/write-audit';

function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26))
    s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

/** The template as XLSX: header row, an example row, drop-downs from a 'Lists' sheet. */
export async function writeTemplate(name: ImportTemplate, out: Writable) {
  const spec = templateSpec(name);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(spec.title.slice(0, 31));
  const lists = workbook.addWorksheet('Lists', { state: 'hidden' });
  sheet.columns = spec.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: Math.max(14, c.label.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(spec.example);
  let listColumn = 0;
  spec.columns.forEach((column, index) => {
    if (!column.values?.length) return;
    listColumn++;
    const letter = columnLetter(listColumn);
    lists.getCell(`${letter}1`).value = column.label;
    column.values.forEach((v, i) => (lists.getCell(`${letter}${i + 2}`).value = v));
    const target = columnLetter(index + 1);
    for (let row = 2; row <= 1000; row++) {
      sheet.getCell(`${target}${row}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`Lists!$${letter}$2:$${letter}$${column.values.length + 1}`],
        showErrorMessage: true,
        errorTitle: column.label,
        error: `Choose one of the listed values for ${column.label}.`,
      };
    }
  });
  await workbook.xlsx.write(out);
}

export async function countTemplateDownload(actor: Actor, name: ImportTemplate) {
  await actor.db.transaction(async (tx) => {
    await tx
      .insert(importTemplateDownloads)
      .values({ tenantId: actor.tenantId, template: name, downloads: 1 })
      .onConflictDoUpdate({
        target: [importTemplateDownloads.tenantId, importTemplateDownloads.template],
        set: {
          downloads: sql`${importTemplateDownloads.downloads} + 1`,
          lastDownloadedAt: new Date(),
        },
      });
    await writeAudit(tx, actor, {
      action: 'download',
      resource: 'import_template',
      resourceId: name,
    });
  });
}
