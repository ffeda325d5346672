import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Wizards keep a server-side draft per user: each test registers as a new user of its own.
test.use({ freshUser: 'ADMIN' });

test('the single-page form shows the first problem in order, then registers the inspection', async ({
  page,
}) => {
  await page.goto('/inspections/create');
  await expect(
    page.getByRole('heading', { name: 'Register New Inspection', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Register Inspection' }).click();
  await expect(page.getByRole('alert')).toHaveText('Policy ID is required');

  await page.getByLabel('Policy ID').fill('12AB');
  await page.getByLabel('Measure type').selectOption({ label: 'IWI Internal Wall Insulation' });
  // Quick-fill offers the 13 most inspected installers from the installers table.
  const quickFill = page.getByLabel('Quick-fill installer');
  await expect(quickFill.getByRole('option')).toHaveCount(14); // placeholder + 13
  const chosen = (await quickFill.getByRole('option').nth(1).getAttribute('value'))!;
  await quickFill.selectOption(chosen);
  await expect(page.getByLabel('Installer name')).toHaveValue(chosen);
  // The installer's QMP number when the register has one (some have none).
  await expect(page.getByLabel('QMP certificate')).toHaveValue(/^(QMP-\d+)?$/);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('7 Weavers Row');
  await page.getByLabel('Postcode').fill('HX7 5QP');
  await page.getByRole('button', { name: 'Register Inspection' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Invoice reference is required for IWI inspections',
  );

  await page.getByLabel('Invoice reference').fill('INV-3321');
  await expect(page.getByRole('alert')).toHaveCount(0); // any edit clears the error
  await page.getByRole('button', { name: 'Register Inspection' }).click();
  await expect(page.getByRole('alert')).toHaveText('Policy ID should contain only numbers');
  await page.getByLabel('Policy ID').fill('443322');
  await expect(page.getByText('Ready to submit!')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Form completion' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await page.getByRole('button', { name: 'Register Inspection' }).click();

  await expect(page.getByRole('heading', { name: 'Inspection Registered' })).toBeVisible();
  const reference = await page.getByTestId('created-reference').textContent();
  expect(reference).toMatch(/INS-\d{4}-\d{6}/);
  await page.getByRole('button', { name: 'Create Another Inspection' }).click();
  await expect(page.getByLabel('Policy ID')).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
});

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the same policy ID and measure need a confirmation; success links to the new inspection', async ({
      page,
    }) => {
      const policyId = String(Date.now()).slice(-9);
      const register = async () => {
        await page.goto('/inspections/create');
        await page.getByLabel('Policy ID').fill(policyId);
        await page.getByLabel('Measure type').selectOption({ label: 'Glazing' });
        await page.getByLabel('Installer name').fill('Leeds Glazing Ltd');
        await page.getByRole('textbox', { name: 'Address', exact: true }).fill('3 Mill Yard');
        await page.getByLabel('Postcode').fill('LS1 4AP');
        // One catalogue: the wizard's triggers and types are offered here too.
        await page.getByLabel('Inspection trigger').selectOption('Regulatory Requirement');
        await page.getByLabel('Inspection type').selectOption('Site Visit');
        const inspector = page.getByRole('combobox', { name: 'Inspector', exact: true });
        await expect(inspector.getByRole('option', { name: 'Not assigned yet' })).toBeAttached();
        await page.getByRole('button', { name: 'Register Inspection' }).click();
      };
      await register();
      await expect(page.getByRole('heading', { name: 'Inspection Registered' })).toBeVisible();
      const first = (await page.getByTestId('created-reference').textContent())!;
      await page.getByRole('link', { name: 'View Inspection', exact: true }).click();
      await expect(page).toHaveURL(/\/inspections\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('main')).toContainText(first);

      await register();
      const warning = page.getByRole('alert').filter({ hasText: 'already has an inspection' });
      await expect(warning).toContainText(
        `Policy ID ${policyId} already has an inspection for Glazing.`,
      );
      await expect(warning.getByRole('link', { name: first })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await page.screenshot({
        path: `test-results-h9/register-duplicate-${width}.png`,
        fullPage: true,
      });
      await warning.getByRole('button', { name: 'Register anyway' }).click();
      await expect(page.getByRole('heading', { name: 'Inspection Registered' })).toBeVisible();
      await expect(page.getByTestId('created-reference')).not.toHaveText(first);
    });
  });
}

test('the schedule wizard goes through all seven steps, stops on a validation error, and schedules', async ({
  page,
}) => {
  await page.goto('/inspections/register');
  await page.getByRole('link', { name: 'Schedule New Inspection' }).click();
  await expect(
    page.getByRole('heading', { name: 'Schedule New Inspection', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Step 1 of 7')).toBeVisible();

  await page.getByRole('radio', { name: 'EWI', exact: true }).check();
  await page.getByRole('button', { name: 'Next Step' }).click();
  const errors = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
  await expect(errors).toContainText('Policy ID is required');
  await expect(page.getByText('Step 1 of 7')).toBeVisible();
  await page.getByLabel('Policy ID').fill('555123');
  await page.getByRole('button', { name: 'Next Step' }).click();

  await expect(page.getByText('Step 2 of 7')).toBeVisible();
  await page
    .getByLabel('System certificate', { exact: true })
    .selectOption('BBA Certificate - EWI render system');
  await page.getByRole('button', { name: 'Next Step' }).click();

  await expect(page.getByText('Step 3 of 7')).toBeVisible();
  await page.getByLabel('Address line 1').fill('9 Ca');
  await page.getByLabel('Town/City').fill('Manchester');
  await page.getByLabel('Postcode').fill('M1 3HE');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(errors).toContainText('Address line 1 must be at least 5 characters');
  await page.getByLabel('Address line 1').fill('9 Canal Street');
  await page.getByLabel('Property type').selectOption('Flat');
  await page.getByRole('button', { name: 'Next Step' }).click();

  await expect(page.getByText('Step 4 of 7')).toBeVisible();
  await page.getByLabel('First name').fill('Amira');
  await page.getByLabel('Last name').fill('Khan');
  await page.getByRole('button', { name: 'Next Step' }).click();

  await expect(page.getByText('Step 5 of 7')).toBeVisible();
  await page.getByLabel('Installer name').fill('Mersey Green Build');
  await page.getByLabel('Installer company').fill('Mersey Green Build Ltd');
  await page.getByRole('button', { name: 'Next Step' }).click();

  await expect(page.getByText('Step 6 of 7')).toBeVisible();
  await page.getByLabel('Preferred time').fill('10:30');
  // Chosen from staff, not typed (issue 28 point 6); left unassigned: the inspector's bell is another test's.
  await expect(page.getByRole('combobox', { name: 'Inspector', exact: true })).toHaveValue('');
  await page.getByLabel('Inspection trigger').selectOption('Customer Complaint');
  await page.getByRole('button', { name: 'Next Step' }).click();

  await expect(page.getByText('Step 7 of 7')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('9 Canal Street');
  await page.getByRole('button', { name: 'Schedule Inspection' }).click();

  await expect(page).toHaveURL(/\/inspections\/pending/);
  await expect(page.getByText('Inspection scheduled successfully!')).toBeVisible();
  await page.goto('/view-inspections?search=555123');
  await expect(page.getByRole('main')).toContainText('9 Canal Street, Manchester, M1 3HE');
});

test('the completed wizard records Pass/Fail answers and results, then goes to the dashboard', async ({
  page,
}) => {
  await page.goto('/inspections/register/completed');
  await expect(
    page.getByRole('heading', { name: 'Register Completed Inspection', level: 1 }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'CWI', exact: true }).check();
  await page.getByLabel('Policy ID').fill('778899');
  await page.getByLabel('Quick-fill installer').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Next Step' }).click();

  await expect(page.getByText('Step 2 of 7')).toBeVisible();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' }),
  ).toContainText('Cavity Fully Filled assessment is required for CWI inspections');
  await page
    .getByRole('group', { name: 'Cavity Fully Filled' })
    .getByRole('radio', { name: 'Pass' })
    .check();
  await page
    .getByRole('group', { name: 'Wall Condition' })
    .getByRole('radio', { name: 'Fail' })
    .check();
  await page.getByRole('button', { name: 'Next Step' }).click();

  await page.getByLabel('Address line 1').fill('21 Harbour View');
  await page.getByLabel('Town/City').fill('Whitby');
  await page.getByLabel('Postcode').fill('YO21 3PU');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByLabel('First name').fill('Dylan');
  await page.getByLabel('Last name').fill('Rees');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByLabel('Installer company')).not.toHaveValue(''); // from the quick-fill
  await page.getByRole('button', { name: 'Next Step' }).click();

  await expect(page.getByText('Step 6 of 7')).toBeVisible();
  await page.getByRole('radio', { name: 'Partial - Some Issues Found' }).check();
  await page.getByLabel('Defects found').check();
  await page.getByLabel('Defect details').fill('Two drill holes not made good');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByLabel('Additional notes').fill('Tenant present throughout');
  await page.getByRole('button', { name: 'Register Inspection' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Completed inspection registered successfully!')).toBeVisible();
  // Defects were found: the success message offers to raise them.
  await page.getByRole('button', { name: 'Raise defects' }).click();
  await expect(page).toHaveURL(/\/defects\?raise=/);
  await expect(page.getByRole('dialog', { name: 'Raise defects' })).toBeVisible();
});

test.describe('wizard drafts', () => {
  test.use({ freshUser: 'COORDINATOR' });

  test('a wizard left half-way resumes from its saved draft, and Start over clears it', async ({
    page,
  }) => {
    await page.goto('/inspections/register/schedule');
    await page.getByRole('radio', { name: 'Solar PV', exact: true }).check();
    await page.getByLabel('Policy ID').fill('909090');
    await page.keyboard.press('ControlOrMeta+s');
    await expect(page.getByText('Draft saved')).toBeVisible();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByText('Step 2 of 7')).toBeVisible();
    await page.getByLabel('Invoice reference').fill('INV-DRAFT-1');
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 10_000 }); // auto-save after 2 s

    await page.goto('/dashboard');
    await page.goto('/inspections/register');
    await expect(page.getByText(/Resume draft saved/)).toBeVisible();
    await page.getByRole('link', { name: 'Schedule New Inspection' }).click();
    await expect(page.getByText(/Draft restored from/)).toBeVisible();
    await expect(page.getByText('Step 2 of 7')).toBeVisible();
    await expect(page.getByLabel('Invoice reference')).toHaveValue('INV-DRAFT-1');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Policy ID')).toHaveValue('909090');
    await expect(page.getByRole('radio', { name: 'Solar PV', exact: true })).toBeChecked();

    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByLabel('Policy ID')).toHaveValue('');
    await page.goto('/inspections/register');
    await expect(
      page.getByRole('heading', { name: 'Register Inspection', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(/Resume draft saved/)).toHaveCount(0);
  });
});
