import { abimethod, assert, Contract, Global, TemplateVar, Txn } from '@algorandfoundation/algorand-typescript'

/**
 * What the deployer may do with an app it made: update or delete it, and only where the deployment
 * allowed it (TMPL_UPDATABLE, TMPL_DELETABLE; TestNet and MainNet deploy with neither).
 */
export abstract class DeployerLifecycle extends Contract {
  @abimethod({ allowActions: 'UpdateApplication', name: 'update' })
  updateApplication(): void {
    assert(Txn.sender === Global.creatorAddress, 'Only the deployer can update the app')
    assert(TemplateVar<boolean>('UPDATABLE'), 'This deployment cannot be updated')
  }

  @abimethod({ allowActions: 'DeleteApplication', name: 'delete' })
  deleteApplication(): void {
    assert(Txn.sender === Global.creatorAddress, 'Only the deployer can delete the app')
    assert(TemplateVar<boolean>('DELETABLE'), 'This deployment cannot be deleted')
  }
}
