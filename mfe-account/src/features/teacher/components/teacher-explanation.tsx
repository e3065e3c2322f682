import { Stack, Text } from '@grile/shared/chakra'

/** What designating a teacher means, in Romanian (docs/pages.md#teacher). */
export function TeacherExplanation() {
  return (
    <Stack gap={3} data-testid="teacher-explanation" maxW="3xl">
      <Text>
        Poți desemna un alt membru drept profesorul tău. Poți renunța oricând la această alegere, eliminând
        profesorul de pe această pagină.
      </Text>
      <Text>
        Profesorul tău îți vede adresa de email, numele, performanța și toate rezultatele la teste, ca să te
        poată îndruma mai bine.
      </Text>
      <Text>Prima desemnare a unui profesor îți aduce 5 tokeni gratuiți.</Text>
      <Text>
        Pentru a-ți desemna profesorul, introdu mai jos codul lui de utilizator (Teacher User Id). Profesorul
        îl găsește pe pagina Pupils.
      </Text>
    </Stack>
  )
}
