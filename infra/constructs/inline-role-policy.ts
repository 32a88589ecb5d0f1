import type { IAspect } from 'aws-cdk-lib';
import { CfnRole, Policy, Role } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';

/**
 * Puts a role's default policy inside the role (`AWS::IAM::Role.Policies`) instead of beside it
 * (`AWS::IAM::Policy`). The grants are the same statements, to the letter; the stack is one
 * CloudFormation resource lighter per function, and a stack holds at most 500. The function still
 * waits for its role, which now carries its permissions from the moment it exists.
 */
export class InlineRolePolicy implements IAspect {
  visit(node: IConstruct): void {
    if (!(node instanceof Role)) return;
    const policy = node.node.tryFindChild('DefaultPolicy');
    if (!(policy instanceof Policy) || !policy.node.tryFindChild('Resource')) return;
    const role = node.node.defaultChild as CfnRole;
    role.policies = [{ policyName: 'access', policyDocument: policy.document }];
    // Without its resource the policy renders nothing, and what depended on it depends on the role.
    policy.node.tryRemoveChild('Resource');
  }
}
