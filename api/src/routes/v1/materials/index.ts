import type { FastifyInstance } from 'fastify'
import { materials as materialsContract } from '@grile/shared/contract'
import { registerEndpoint } from '../../../lib/contract-route'
import { viewerOf } from '../../viewer'

export default async function materialRoutes(app: FastifyInstance) {
  const { materials } = app.services

  // Lesson content travels as text/html (this plugin's routes only).
  app.addContentTypeParser('text/html', { parseAs: 'string' }, (_request, body, done) => done(null, body))

  registerEndpoint(app, materialsContract.getMaterialTopics, async () => materials.listTopics())

  registerEndpoint(app, materialsContract.getMaterials, async ({ query, request }) =>
    materials.listMaterials(viewerOf(app, request), query.userId),
  )

  registerEndpoint(app, materialsContract.getMaterial, async ({ params, request }) =>
    materials.getMaterial(viewerOf(app, request), params.materialId),
  )

  registerEndpoint(app, materialsContract.createMaterial, async ({ body }) => materials.createMaterial(body))

  registerEndpoint(app, materialsContract.updateMaterial, async ({ params, body }) =>
    materials.updateMaterial(params.materialId, body),
  )

  registerEndpoint(app, materialsContract.deleteMaterial, async ({ params }) =>
    materials.deleteMaterial(params.materialId),
  )

  registerEndpoint(app, materialsContract.getMaterialContent, async ({ params }) =>
    materials.getContent(params.materialId),
  )

  registerEndpoint(app, materialsContract.putMaterialContent, async ({ params, body }) =>
    materials.putContent(params.materialId, body),
  )

  registerEndpoint(app, materialsContract.studyMaterial, async ({ params, request }) =>
    materials.study(viewerOf(app, request), params.materialId),
  )

  registerEndpoint(app, materialsContract.unstudyMaterial, async ({ params, request }) =>
    materials.unstudy(viewerOf(app, request), params.materialId),
  )
}
