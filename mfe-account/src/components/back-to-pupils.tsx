import { Button } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { LuArrowLeft } from 'react-icons/lu'
import { paths } from '../config/paths'

/** The way back to the teacher's list of pupils, at the end of a page about them. */
export function BackToPupils() {
  return (
    <Button asChild variant="outline" alignSelf="start">
      <RouterLink to={paths.pupils}>
        <LuArrowLeft /> Pupils
      </RouterLink>
    </Button>
  )
}
