// The boundary rules of eslint.config.mjs, run through ESLint's API on small snippets placed in the apps.
// Run with `node --test shared/build/__tests__/` (scripts/test.mjs does, after lint).
import assert from 'node:assert/strict'
import path from 'node:path'
import { before, describe, test } from 'node:test'
import { ESLint } from 'eslint'

const root = path.resolve(import.meta.dirname, '../../..')
let eslint

before(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') })
})

/** The rule ids and messages ESLint reports for `code` as if it were the file at `file` (from the root). */
async function lint(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }))
}

/** Asserts exactly one message, from `ruleId`, containing `text`. */
function assertOnly(messages, ruleId, text) {
  assert.equal(messages.length, 1, JSON.stringify(messages))
  assert.equal(messages[0].ruleId, ruleId)
  assert.match(messages[0].message, text)
}

describe('raw fetch in an app', () => {
  test('is refused in a remote, pointing at the shared client', async () => {
    const messages = await lint(
      'mfe-exams/src/features/exams/api/get-exams.ts',
      "export const exams = () => fetch('/api/v1/exams')\n",
    )
    assertOnly(messages, 'no-restricted-globals', /@grile\/shared\/api/)
  })

  test('is refused in the shell, through window and globalThis too', async () => {
    const code = "export const a = () => window.fetch('/a')\nexport const b = () => globalThis.fetch('/b')\n"
    const messages = await lint('shell/src/lib/load.ts', code)
    assert.deepEqual(
      messages.map((m) => m.ruleId),
      ['no-restricted-properties', 'no-restricted-properties'],
    )
  })

  test('is allowed in the one client and in tests', async () => {
    const code = "export const load = () => fetch('/api/health')\n"
    assert.deepEqual(await lint('shared/src/api/health-probe.ts', code), [])
    assert.deepEqual(await lint('mfe-exams/src/features/exams/__tests__/exams.test.ts', code), [])
    assert.deepEqual(await lint('mfe-interactive/src/testing/server.ts', code), [])
  })
})

describe('SWR in an app', () => {
  test('is refused from swr and swr/mutation, in the shell and the remotes, pointing at the shared module', async () => {
    const code =
      "import useSWR from 'swr'\nimport useSWRMutation from 'swr/mutation'\nexport { useSWR, useSWRMutation }\n"
    for (const file of [
      'mfe-materials/src/features/materials/api/get-material.ts',
      'shell/src/api/get-exams-count.ts',
    ]) {
      const messages = await lint(file, code)
      assert.deepEqual(
        messages.map((m) => m.ruleId),
        ['no-restricted-imports', 'no-restricted-imports'],
      )
      assert.match(messages[0].message, /@grile\/shared\/api/)
    }
  })

  test('is allowed through @grile/shared/api, and inside shared itself', async () => {
    const code = "import { useApi } from '@grile/shared/api'\nexport { useApi }\n"
    assert.deepEqual(await lint('mfe-exams/src/features/exams/api/get-exams.ts', code), [])
    assert.deepEqual(
      await lint('shared/src/api/cache.ts', "import useSWR from 'swr'\nexport { useSWR }\n"),
      [],
    )
  })
})

describe('a feature', () => {
  test('may not import another feature, from any depth', async () => {
    const fromComponent = await lint(
      'mfe-exams/src/features/exam-generation/components/form.tsx',
      "export { ExamAttempt } from '../../exam-attempt/components/exam-attempt'\n",
    )
    assertOnly(
      fromComponent,
      'grile/feature-boundaries',
      /'exam-generation' may not import the feature 'exam-attempt'/,
    )
    const fromRoot = await lint(
      'mfe-account/src/features/profile/index.ts',
      "import '../grades/api/get-grades'\n",
    )
    assertOnly(fromRoot, 'grile/feature-boundaries', /'profile' may not import the feature 'grades'/)
  })

  test('may not import a route', async () => {
    const messages = await lint(
      'mfe-admin/src/features/users/components/user-form.tsx',
      "export { UserPage } from '../../../routes/user-page'\n",
    )
    assertOnly(messages, 'grile/feature-boundaries', /'users' may not import from src\/routes/)
  })

  test('may import its own folders and the app-wide ones; a route may import features', async () => {
    const own =
      "export { a } from '../api/get-a'\nexport { b } from '../../../lib/format'\nexport { c } from '../../../components/c'\n"
    assert.deepEqual(await lint('mfe-account/src/features/purchases/components/list.tsx', own), [])
    const route = "export { ExamTable } from '../features/exams/components/exam-table'\n"
    assert.deepEqual(await lint('mfe-exams/src/routes/exams-page.tsx', route), [])
  })
})

describe('the app boundaries', () => {
  test('a remote may not import another remote', async () => {
    const messages = await lint('mfe-materials/src/lib/x.ts', "export { x } from '@grile/mfe-exams/src/x'\n")
    assertOnly(messages, 'no-restricted-imports', /Remotes meet only through URLs/)
  })

  test('the API may import the contract and the list of front ends, nothing else of shared', async () => {
    const allowed = "import '@grile/shared/contract'\nimport '@grile/shared/build/front-ends.json'\n"
    assert.deepEqual(await lint('api/src/plugins/x.ts', allowed), [])
    assertOnly(
      await lint('api/src/plugins/x.ts', "import '@grile/shared/api'\n"),
      'no-restricted-imports',
      /only the contract/,
    )
  })
})

describe('the libraries shared through @grile/shared', () => {
  test('React Router is imported from @grile/shared/router, in the shell, a remote and shared', async () => {
    const code = "export { Link } from 'react-router-dom'\n"
    for (const file of ['shell/src/app/x.tsx', 'mfe-exams/src/routes/x.tsx', 'shared/src/ui/x.tsx']) {
      assertOnly(await lint(file, code), 'no-restricted-imports', /@grile\/shared\/router/)
    }
    assert.deepEqual(
      await lint('mfe-exams/src/routes/x.tsx', "export { Link } from '@grile/shared/router'\n"),
      [],
    )
    assert.deepEqual(await lint('shared/src/router/x.ts', code), [])
  })

  test('Chakra is imported from @grile/shared/chakra', async () => {
    const messages = await lint(
      'mfe-account/src/components/x.tsx',
      "export { Box } from '@chakra-ui/react'\n",
    )
    assertOnly(messages, 'no-restricted-imports', /@grile\/shared\/chakra/)
  })
})
