; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

define void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr {
  %13 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl nuw nsw i32 %16, 6
  %19 = icmp sgt i32 %5, 0
  %20 = icmp sgt i32 %5, 32
  %21 = shl nuw nsw i64 %14, 3
  %22 = and i64 %21, 24
  %23 = lshr i64 %14, 2
  %24 = trunc nuw nsw i64 %23 to i32
  %25 = or disjoint i32 %17, %24
  %26 = mul i32 %25, %6
  %27 = sext i32 %26 to i64
  %28 = getelementptr half, ptr addrspace(1) %0, i64 %27
  %29 = trunc nuw nsw i64 %22 to i32
  %30 = getelementptr half, ptr addrspace(1) %28, i64 %22
  %31 = lshr i64 %14, 3
  %32 = xor i64 %31, %14
  %33 = shl nuw nsw i64 %23, 6
  %34 = shl nuw nsw i64 %32, 4
  %35 = and i64 %34, 48
  %36 = or disjoint i64 %35, %33
  %37 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %36
  %38 = icmp slt i32 %25, %3
  %39 = icmp slt i32 %29, %5
  %40 = and i1 %38, %39
  %41 = and i1 %19, %40
  %42 = xor i1 %41, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %37, ptr addrspace(1) %30, i1 %42) #2
  %43 = or disjoint i32 %25, 32
  %44 = mul i32 %43, %6
  %45 = sext i32 %44 to i64
  %46 = getelementptr half, ptr addrspace(1) %0, i64 %45
  %47 = getelementptr half, ptr addrspace(1) %46, i64 %22
  %48 = getelementptr i8, ptr addrspace(3) %37, i64 2048
  %49 = icmp slt i32 %43, %3
  %50 = and i1 %49, %39
  %51 = and i1 %19, %50
  %52 = xor i1 %51, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %48, ptr addrspace(1) %47, i1 %52) #2
  %53 = and i64 %21, 56
  %54 = trunc nuw nsw i64 %31 to i32
  %55 = mul i32 %54, %8
  %56 = sext i32 %55 to i64
  %57 = getelementptr half, ptr addrspace(1) %1, i64 %56
  %58 = trunc nuw nsw i64 %53 to i32
  %59 = or disjoint i32 %18, %58
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr half, ptr addrspace(1) %57, i64 %60
  %62 = lshr exact i64 %53, 3
  %63 = and i64 %31, 7
  %64 = xor i64 %62, %63
  %65 = shl nuw nsw i64 %31, 7
  %66 = shl nuw nsw i64 %64, 4
  %67 = or disjoint i64 %66, %65
  %68 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %67
  %69 = getelementptr i8, ptr addrspace(3) %68, i64 12288
  %70 = icmp slt i32 %54, %5
  %71 = icmp slt i32 %59, %4
  %72 = and i1 %71, %70
  %73 = and i1 %19, %72
  %74 = xor i1 %73, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %69, ptr addrspace(1) %61, i1 %74) #2
  %75 = or disjoint i32 %54, 16
  %76 = mul i32 %75, %8
  %77 = sext i32 %76 to i64
  %78 = getelementptr half, ptr addrspace(1) %1, i64 %77
  %79 = getelementptr half, ptr addrspace(1) %78, i64 %60
  %80 = getelementptr i8, ptr addrspace(3) %68, i64 14336
  %81 = icmp slt i32 %75, %5
  %82 = and i1 %71, %81
  %83 = and i1 %19, %82
  %84 = xor i1 %83, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %80, ptr addrspace(1) %79, i1 %84) #2
  tail call void asm sideeffect "cp.async.commit_group;", ""() #2
  %85 = or disjoint i32 %29, 32
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr half, ptr addrspace(1) %28, i64 %86
  %88 = getelementptr i8, ptr addrspace(3) %37, i64 4096
  %89 = icmp slt i32 %85, %5
  %90 = and i1 %38, %89
  %91 = and i1 %20, %90
  %92 = xor i1 %91, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %88, ptr addrspace(1) %87, i1 %92) #2
  %93 = getelementptr half, ptr addrspace(1) %46, i64 %86
  %94 = getelementptr i8, ptr addrspace(3) %37, i64 6144
  %95 = and i1 %49, %89
  %96 = and i1 %20, %95
  %97 = xor i1 %96, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %94, ptr addrspace(1) %93, i1 %97) #2
  %98 = or disjoint i32 %54, 32
  %99 = mul i32 %98, %8
  %100 = sext i32 %99 to i64
  %101 = getelementptr half, ptr addrspace(1) %1, i64 %100
  %102 = getelementptr half, ptr addrspace(1) %101, i64 %60
  %103 = getelementptr i8, ptr addrspace(3) %68, i64 16384
  %104 = icmp slt i32 %98, %5
  %105 = and i1 %71, %104
  %106 = and i1 %20, %105
  %107 = xor i1 %106, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %103, ptr addrspace(1) %102, i1 %107) #2
  %108 = or disjoint i32 %54, 48
  %109 = mul i32 %108, %8
  %110 = sext i32 %109 to i64
  %111 = getelementptr half, ptr addrspace(1) %1, i64 %110
  %112 = getelementptr half, ptr addrspace(1) %111, i64 %60
  %113 = getelementptr i8, ptr addrspace(3) %68, i64 18432
  %114 = icmp slt i32 %108, %5
  %115 = and i1 %71, %114
  %116 = and i1 %20, %115
  %117 = xor i1 %116, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %113, ptr addrspace(1) %112, i1 %117) #2
  tail call void asm sideeffect "cp.async.commit_group;", ""() #2
  br i1 %19, label %.preheader, label %343

.preheader:                                       ; preds = %12
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %60
  br label %118

118:                                              ; preds = %.preheader, %118
  %119 = phi i32 [ 0, %.preheader ], [ %306, %118 ]
  %120 = phi float [ undef, %.preheader ], [ %268, %118 ]
  %121 = phi float [ undef, %.preheader ], [ %267, %118 ]
  %122 = phi float [ undef, %.preheader ], [ %266, %118 ]
  %123 = phi float [ undef, %.preheader ], [ %265, %118 ]
  %124 = phi float [ undef, %.preheader ], [ %264, %118 ]
  %125 = phi float [ undef, %.preheader ], [ %263, %118 ]
  %126 = phi float [ undef, %.preheader ], [ %262, %118 ]
  %127 = phi float [ undef, %.preheader ], [ %261, %118 ]
  %128 = phi float [ undef, %.preheader ], [ %260, %118 ]
  %129 = phi float [ undef, %.preheader ], [ %259, %118 ]
  %130 = phi float [ undef, %.preheader ], [ %258, %118 ]
  %131 = phi float [ undef, %.preheader ], [ %257, %118 ]
  %132 = phi float [ undef, %.preheader ], [ %256, %118 ]
  %133 = phi float [ undef, %.preheader ], [ %255, %118 ]
  %134 = phi float [ undef, %.preheader ], [ %254, %118 ]
  %135 = phi float [ undef, %.preheader ], [ %253, %118 ]
  %136 = phi float [ undef, %.preheader ], [ %252, %118 ]
  %137 = phi float [ undef, %.preheader ], [ %251, %118 ]
  %138 = phi float [ undef, %.preheader ], [ %250, %118 ]
  %139 = phi float [ undef, %.preheader ], [ %249, %118 ]
  %140 = phi float [ undef, %.preheader ], [ %248, %118 ]
  %141 = phi float [ undef, %.preheader ], [ %247, %118 ]
  %142 = phi float [ undef, %.preheader ], [ %246, %118 ]
  %143 = phi float [ undef, %.preheader ], [ %245, %118 ]
  %144 = phi float [ undef, %.preheader ], [ %244, %118 ]
  %145 = phi float [ undef, %.preheader ], [ %243, %118 ]
  %146 = phi float [ undef, %.preheader ], [ %242, %118 ]
  %147 = phi float [ undef, %.preheader ], [ %241, %118 ]
  %148 = phi float [ undef, %.preheader ], [ %240, %118 ]
  %149 = phi float [ undef, %.preheader ], [ %239, %118 ]
  %150 = phi float [ undef, %.preheader ], [ %238, %118 ]
  %151 = phi float [ undef, %.preheader ], [ %237, %118 ]
  %152 = phi i32 [ 0, %.preheader ], [ %307, %118 ]
  %153 = icmp ne i32 %152, 0
  %154 = zext i1 %153 to i32
  %155 = add i32 %152, 64
  %156 = icmp slt i32 %155, %5
  tail call void asm sideeffect "cp.async.wait_group 1;", ""() #2
  %157 = shl nuw nsw i32 %119, 12
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #2
  tail call void @llvm.nvvm.barrier0()
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #2
  %158 = add i32 %157, add (i32 ptrtoint (ptr addrspace(3) @global_smem to i32), i32 12288)
  %159 = lshr exact i32 %158, 4
  %160 = and i32 %159, 16383
  %161 = zext nneg i32 %160 to i64
  %162 = or disjoint i64 %161, 4611686293322072064
  %163 = add i32 %157, ptrtoint (ptr addrspace(3) @global_smem to i32)
  %164 = lshr exact i32 %163, 4
  %165 = and i32 %164, 16383
  %166 = zext nneg i32 %165 to i64
  %167 = or disjoint i64 %166, -9223371899415756800
  %168 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $34, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %167, i64 %162, i32 %154, float %151, float %150, float %149, float %148, float %147, float %146, float %145, float %144, float %143, float %142, float %141, float %140, float %139, float %138, float %137, float %136, float %135, float %134, float %133, float %132, float %131, float %130, float %129, float %128, float %127, float %126, float %125, float %124, float %123, float %122, float %121, float %120) #2
  %169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 0
  %170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 1
  %171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 2
  %172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 3
  %173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 4
  %174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 5
  %175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 6
  %176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 7
  %177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 8
  %178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 9
  %179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 10
  %180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 11
  %181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 12
  %182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 13
  %183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 14
  %184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 15
  %185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 16
  %186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 17
  %187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 18
  %188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 19
  %189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 20
  %190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 21
  %191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 22
  %192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 23
  %193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 24
  %194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 25
  %195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 26
  %196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 27
  %197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 28
  %198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 29
  %199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 30
  %200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %168, 31
  %201 = add nuw nsw i64 %161, 4611686293322072192
  %202 = add nuw nsw i64 %166, -9223371899415756798
  %203 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $34, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %202, i64 %201, i32 1, float %169, float %170, float %171, float %172, float %173, float %174, float %175, float %176, float %177, float %178, float %179, float %180, float %181, float %182, float %183, float %184, float %185, float %186, float %187, float %188, float %189, float %190, float %191, float %192, float %193, float %194, float %195, float %196, float %197, float %198, float %199, float %200) #2
  %204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 0
  %205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 1
  %206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 2
  %207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 3
  %208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 4
  %209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 5
  %210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 6
  %211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 7
  %212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 8
  %213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 9
  %214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 10
  %215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 11
  %216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 12
  %217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 13
  %218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 14
  %219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 15
  %220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 16
  %221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 17
  %222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 18
  %223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 19
  %224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 20
  %225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 21
  %226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 22
  %227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 23
  %228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 24
  %229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 25
  %230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 26
  %231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 27
  %232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 28
  %233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 29
  %234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 30
  %235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #2
  %236 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %204, float %205, float %206, float %207, float %208, float %209, float %210, float %211, float %212, float %213, float %214, float %215, float %216, float %217, float %218, float %219, float %220, float %221, float %222, float %223, float %224, float %225, float %226, float %227, float %228, float %229, float %230, float %231, float %232, float %233, float %234, float %235) #2
  %237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 0
  %238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 1
  %239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 2
  %240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 3
  %241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 4
  %242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 5
  %243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 6
  %244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 7
  %245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 8
  %246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 9
  %247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 10
  %248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 11
  %249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 12
  %250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 13
  %251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 14
  %252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 15
  %253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 16
  %254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 17
  %255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 18
  %256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 19
  %257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 20
  %258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 21
  %259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 22
  %260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 23
  %261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 24
  %262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 25
  %263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 26
  %264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 27
  %265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 28
  %266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 29
  %267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 30
  %268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %236, 31
  tail call void @llvm.nvvm.barrier0()
  %.not = icmp eq i32 %119, 0
  %269 = add nsw i32 %119, -1
  %270 = select i1 %.not, i32 2, i32 %269
  %271 = sext i32 %270 to i64
  %272 = shl nsw i64 %271, 12
  %273 = or disjoint i32 %155, %29
  %274 = sext i32 %273 to i64
  %275 = getelementptr half, ptr addrspace(1) %28, i64 %274
  %276 = getelementptr i8, ptr addrspace(3) %37, i64 %272
  %277 = icmp slt i32 %273, %5
  %278 = and i1 %38, %277
  %279 = and i1 %156, %278
  %280 = xor i1 %279, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %276, ptr addrspace(1) %275, i1 %280) #2
  %281 = getelementptr half, ptr addrspace(1) %46, i64 %274
  %282 = getelementptr i8, ptr addrspace(3) %276, i64 2048
  %283 = and i1 %49, %277
  %284 = and i1 %156, %283
  %285 = xor i1 %284, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %282, ptr addrspace(1) %281, i1 %285) #2
  %286 = or disjoint i32 %155, %54
  %287 = mul i32 %286, %8
  %288 = sext i32 %287 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %288
  %289 = shl nsw i64 %271, 44
  %sext = add nsw i64 %289, 52776558133248
  %290 = ashr exact i64 %sext, 32
  %291 = getelementptr i8, ptr addrspace(3) %68, i64 %290
  %292 = icmp slt i32 %286, %5
  %293 = and i1 %71, %292
  %294 = and i1 %156, %293
  %295 = xor i1 %294, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %291, ptr addrspace(1) %gep, i1 %295) #2
  %296 = or disjoint i32 %155, %75
  %297 = mul i32 %296, %8
  %298 = sext i32 %297 to i64
  %gep34 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %298
  %299 = getelementptr i8, ptr addrspace(3) %291, i64 2048
  %300 = icmp slt i32 %296, %5
  %301 = and i1 %71, %300
  %302 = and i1 %156, %301
  %303 = xor i1 %302, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %299, ptr addrspace(1) %gep34, i1 %303) #2
  tail call void asm sideeffect "cp.async.commit_group;", ""() #2
  %304 = add i32 %119, 1
  %305 = icmp eq i32 %304, 3
  %306 = select i1 %305, i32 0, i32 %304
  %307 = add i32 %152, 32
  %308 = icmp slt i32 %307, %5
  br i1 %308, label %118, label %309

309:                                              ; preds = %118
  %310 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %237, float %238, float %239, float %240, float %241, float %242, float %243, float %244, float %245, float %246, float %247, float %248, float %249, float %250, float %251, float %252, float %253, float %254, float %255, float %256, float %257, float %258, float %259, float %260, float %261, float %262, float %263, float %264, float %265, float %266, float %267, float %268) #2
  %311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 0
  %312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 1
  %313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 2
  %314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 3
  %315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 4
  %316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 5
  %317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 6
  %318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 7
  %319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 8
  %320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 9
  %321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 10
  %322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 11
  %323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 12
  %324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 13
  %325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 14
  %326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 15
  %327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 16
  %328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 17
  %329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 18
  %330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 19
  %331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 20
  %332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 21
  %333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 22
  %334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 23
  %335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 24
  %336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 25
  %337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 26
  %338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 27
  %339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 28
  %340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 29
  %341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 30
  %342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 31
  br label %343

343:                                              ; preds = %309, %12
  %344 = phi float [ %311, %309 ], [ 0.000000e+00, %12 ]
  %345 = phi float [ %312, %309 ], [ 0.000000e+00, %12 ]
  %346 = phi float [ %313, %309 ], [ 0.000000e+00, %12 ]
  %347 = phi float [ %314, %309 ], [ 0.000000e+00, %12 ]
  %348 = phi float [ %315, %309 ], [ 0.000000e+00, %12 ]
  %349 = phi float [ %316, %309 ], [ 0.000000e+00, %12 ]
  %350 = phi float [ %317, %309 ], [ 0.000000e+00, %12 ]
  %351 = phi float [ %318, %309 ], [ 0.000000e+00, %12 ]
  %352 = phi float [ %319, %309 ], [ 0.000000e+00, %12 ]
  %353 = phi float [ %320, %309 ], [ 0.000000e+00, %12 ]
  %354 = phi float [ %321, %309 ], [ 0.000000e+00, %12 ]
  %355 = phi float [ %322, %309 ], [ 0.000000e+00, %12 ]
  %356 = phi float [ %323, %309 ], [ 0.000000e+00, %12 ]
  %357 = phi float [ %324, %309 ], [ 0.000000e+00, %12 ]
  %358 = phi float [ %325, %309 ], [ 0.000000e+00, %12 ]
  %359 = phi float [ %326, %309 ], [ 0.000000e+00, %12 ]
  %360 = phi float [ %327, %309 ], [ 0.000000e+00, %12 ]
  %361 = phi float [ %328, %309 ], [ 0.000000e+00, %12 ]
  %362 = phi float [ %329, %309 ], [ 0.000000e+00, %12 ]
  %363 = phi float [ %330, %309 ], [ 0.000000e+00, %12 ]
  %364 = phi float [ %331, %309 ], [ 0.000000e+00, %12 ]
  %365 = phi float [ %332, %309 ], [ 0.000000e+00, %12 ]
  %366 = phi float [ %333, %309 ], [ 0.000000e+00, %12 ]
  %367 = phi float [ %334, %309 ], [ 0.000000e+00, %12 ]
  %368 = phi float [ %335, %309 ], [ 0.000000e+00, %12 ]
  %369 = phi float [ %336, %309 ], [ 0.000000e+00, %12 ]
  %370 = phi float [ %337, %309 ], [ 0.000000e+00, %12 ]
  %371 = phi float [ %338, %309 ], [ 0.000000e+00, %12 ]
  %372 = phi float [ %339, %309 ], [ 0.000000e+00, %12 ]
  %373 = phi float [ %340, %309 ], [ 0.000000e+00, %12 ]
  %374 = phi float [ %341, %309 ], [ 0.000000e+00, %12 ]
  %375 = phi float [ %342, %309 ], [ 0.000000e+00, %12 ]
  tail call void asm sideeffect "cp.async.wait_group 0;", ""() #2
  tail call void @llvm.nvvm.barrier0()
  %376 = lshr i64 %14, 1
  %377 = and i64 %376, 48
  %378 = and i64 %23, 7
  %379 = shl nuw nsw i64 %14, 1
  %380 = and i64 %379, 6
  %381 = or disjoint i64 %377, %378
  %382 = or disjoint i64 %380, 1
  %383 = or disjoint i64 %380, 8
  %384 = or disjoint i64 %380, 9
  %385 = or disjoint i64 %380, 16
  %386 = or disjoint i64 %380, 17
  %387 = or disjoint i64 %380, 24
  %388 = or disjoint i64 %380, 25
  %389 = or disjoint i64 %380, 32
  %390 = or disjoint i64 %380, 33
  %391 = or disjoint i64 %380, 40
  %392 = or disjoint i64 %380, 41
  %393 = or disjoint i64 %380, 48
  %394 = or disjoint i64 %380, 49
  %395 = or disjoint i64 %380, 56
  %396 = or disjoint i64 %380, 57
  %397 = shl nuw nsw i64 %381, 6
  %398 = or disjoint i64 %397, %380
  %399 = getelementptr float, ptr addrspace(3) @global_smem, i64 %398
  store float %344, ptr addrspace(3) %399, align 8
  %400 = or disjoint i64 %397, %382
  %401 = getelementptr float, ptr addrspace(3) @global_smem, i64 %400
  store float %345, ptr addrspace(3) %401, align 4
  %402 = or disjoint i64 %397, 512
  %403 = or disjoint i64 %402, %380
  %404 = getelementptr float, ptr addrspace(3) @global_smem, i64 %403
  store float %346, ptr addrspace(3) %404, align 8
  %405 = or disjoint i64 %402, %382
  %406 = getelementptr float, ptr addrspace(3) @global_smem, i64 %405
  store float %347, ptr addrspace(3) %406, align 4
  %407 = or disjoint i64 %397, %383
  %408 = getelementptr float, ptr addrspace(3) @global_smem, i64 %407
  store float %348, ptr addrspace(3) %408, align 8
  %409 = or disjoint i64 %397, %384
  %410 = getelementptr float, ptr addrspace(3) @global_smem, i64 %409
  store float %349, ptr addrspace(3) %410, align 4
  %411 = or disjoint i64 %402, %383
  %412 = getelementptr float, ptr addrspace(3) @global_smem, i64 %411
  store float %350, ptr addrspace(3) %412, align 8
  %413 = or disjoint i64 %402, %384
  %414 = getelementptr float, ptr addrspace(3) @global_smem, i64 %413
  store float %351, ptr addrspace(3) %414, align 4
  %415 = or disjoint i64 %397, %385
  %416 = getelementptr float, ptr addrspace(3) @global_smem, i64 %415
  store float %352, ptr addrspace(3) %416, align 8
  %417 = or disjoint i64 %397, %386
  %418 = getelementptr float, ptr addrspace(3) @global_smem, i64 %417
  store float %353, ptr addrspace(3) %418, align 4
  %419 = or disjoint i64 %402, %385
  %420 = getelementptr float, ptr addrspace(3) @global_smem, i64 %419
  store float %354, ptr addrspace(3) %420, align 8
  %421 = or disjoint i64 %402, %386
  %422 = getelementptr float, ptr addrspace(3) @global_smem, i64 %421
  store float %355, ptr addrspace(3) %422, align 4
  %423 = or disjoint i64 %397, %387
  %424 = getelementptr float, ptr addrspace(3) @global_smem, i64 %423
  store float %356, ptr addrspace(3) %424, align 8
  %425 = or disjoint i64 %397, %388
  %426 = getelementptr float, ptr addrspace(3) @global_smem, i64 %425
  store float %357, ptr addrspace(3) %426, align 4
  %427 = or disjoint i64 %402, %387
  %428 = getelementptr float, ptr addrspace(3) @global_smem, i64 %427
  store float %358, ptr addrspace(3) %428, align 8
  %429 = or disjoint i64 %402, %388
  %430 = getelementptr float, ptr addrspace(3) @global_smem, i64 %429
  store float %359, ptr addrspace(3) %430, align 4
  %431 = or disjoint i64 %397, %389
  %432 = getelementptr float, ptr addrspace(3) @global_smem, i64 %431
  store float %360, ptr addrspace(3) %432, align 8
  %433 = or disjoint i64 %397, %390
  %434 = getelementptr float, ptr addrspace(3) @global_smem, i64 %433
  store float %361, ptr addrspace(3) %434, align 4
  %435 = or disjoint i64 %402, %389
  %436 = getelementptr float, ptr addrspace(3) @global_smem, i64 %435
  store float %362, ptr addrspace(3) %436, align 8
  %437 = or disjoint i64 %402, %390
  %438 = getelementptr float, ptr addrspace(3) @global_smem, i64 %437
  store float %363, ptr addrspace(3) %438, align 4
  %439 = or disjoint i64 %397, %391
  %440 = getelementptr float, ptr addrspace(3) @global_smem, i64 %439
  store float %364, ptr addrspace(3) %440, align 8
  %441 = or disjoint i64 %397, %392
  %442 = getelementptr float, ptr addrspace(3) @global_smem, i64 %441
  store float %365, ptr addrspace(3) %442, align 4
  %443 = or disjoint i64 %402, %391
  %444 = getelementptr float, ptr addrspace(3) @global_smem, i64 %443
  store float %366, ptr addrspace(3) %444, align 8
  %445 = or disjoint i64 %402, %392
  %446 = getelementptr float, ptr addrspace(3) @global_smem, i64 %445
  store float %367, ptr addrspace(3) %446, align 4
  %447 = or disjoint i64 %397, %393
  %448 = getelementptr float, ptr addrspace(3) @global_smem, i64 %447
  store float %368, ptr addrspace(3) %448, align 8
  %449 = or disjoint i64 %397, %394
  %450 = getelementptr float, ptr addrspace(3) @global_smem, i64 %449
  store float %369, ptr addrspace(3) %450, align 4
  %451 = or disjoint i64 %402, %393
  %452 = getelementptr float, ptr addrspace(3) @global_smem, i64 %451
  store float %370, ptr addrspace(3) %452, align 8
  %453 = or disjoint i64 %402, %394
  %454 = getelementptr float, ptr addrspace(3) @global_smem, i64 %453
  store float %371, ptr addrspace(3) %454, align 4
  %455 = or disjoint i64 %397, %395
  %456 = getelementptr float, ptr addrspace(3) @global_smem, i64 %455
  store float %372, ptr addrspace(3) %456, align 8
  %457 = or disjoint i64 %397, %396
  %458 = getelementptr float, ptr addrspace(3) @global_smem, i64 %457
  store float %373, ptr addrspace(3) %458, align 4
  %459 = or disjoint i64 %402, %395
  %460 = getelementptr float, ptr addrspace(3) @global_smem, i64 %459
  store float %374, ptr addrspace(3) %460, align 8
  %461 = or disjoint i64 %402, %396
  %462 = getelementptr float, ptr addrspace(3) @global_smem, i64 %461
  store float %375, ptr addrspace(3) %462, align 4
  tail call void @llvm.nvvm.barrier0()
  %463 = shl nuw nsw i64 %14, 2
  %464 = and i64 %463, 60
  %465 = lshr i64 %14, 4
  %466 = trunc nuw nsw i64 %465 to i32
  %467 = or disjoint i32 %17, %466
  %468 = trunc nuw nsw i64 %464 to i32
  %469 = or disjoint i32 %18, %468
  %470 = icmp slt i32 %467, %3
  %471 = icmp slt i32 %469, %4
  %472 = and i1 %470, %471
  br i1 %472, label %473, label %483

473:                                              ; preds = %343
  %474 = mul i32 %467, %10
  %475 = sext i32 %474 to i64
  %476 = getelementptr float, ptr addrspace(1) %2, i64 %475
  %477 = zext nneg i32 %469 to i64
  %478 = getelementptr float, ptr addrspace(1) %476, i64 %477
  %479 = shl nuw nsw i64 %465, 6
  %480 = or disjoint i64 %464, %479
  %481 = getelementptr float, ptr addrspace(3) @global_smem, i64 %480
  %482 = load <4 x float>, ptr addrspace(3) %481, align 16
  store <4 x float> %482, ptr addrspace(1) %478, align 16
  br label %483

483:                                              ; preds = %473, %343
  %484 = or disjoint i64 %465, 8
  %485 = trunc nuw nsw i64 %484 to i32
  %486 = or disjoint i32 %17, %485
  %487 = icmp slt i32 %486, %3
  %488 = and i1 %487, %471
  br i1 %488, label %489, label %499

489:                                              ; preds = %483
  %490 = mul i32 %486, %10
  %491 = sext i32 %490 to i64
  %492 = getelementptr float, ptr addrspace(1) %2, i64 %491
  %493 = zext nneg i32 %469 to i64
  %494 = getelementptr float, ptr addrspace(1) %492, i64 %493
  %495 = shl nuw nsw i64 %484, 6
  %496 = or disjoint i64 %495, %464
  %497 = getelementptr float, ptr addrspace(3) @global_smem, i64 %496
  %498 = load <4 x float>, ptr addrspace(3) %497, align 16
  store <4 x float> %498, ptr addrspace(1) %494, align 16
  br label %499

499:                                              ; preds = %489, %483
  %500 = or disjoint i64 %465, 16
  %501 = trunc nuw nsw i64 %500 to i32
  %502 = or disjoint i32 %17, %501
  %503 = icmp slt i32 %502, %3
  %504 = and i1 %503, %471
  br i1 %504, label %505, label %515

505:                                              ; preds = %499
  %506 = mul i32 %502, %10
  %507 = sext i32 %506 to i64
  %508 = getelementptr float, ptr addrspace(1) %2, i64 %507
  %509 = zext nneg i32 %469 to i64
  %510 = getelementptr float, ptr addrspace(1) %508, i64 %509
  %511 = shl nuw nsw i64 %500, 6
  %512 = or disjoint i64 %511, %464
  %513 = getelementptr float, ptr addrspace(3) @global_smem, i64 %512
  %514 = load <4 x float>, ptr addrspace(3) %513, align 16
  store <4 x float> %514, ptr addrspace(1) %510, align 16
  br label %515

515:                                              ; preds = %505, %499
  %516 = or disjoint i64 %465, 24
  %517 = trunc nuw nsw i64 %516 to i32
  %518 = or disjoint i32 %17, %517
  %519 = icmp slt i32 %518, %3
  %520 = and i1 %519, %471
  br i1 %520, label %521, label %531

521:                                              ; preds = %515
  %522 = mul i32 %518, %10
  %523 = sext i32 %522 to i64
  %524 = getelementptr float, ptr addrspace(1) %2, i64 %523
  %525 = zext nneg i32 %469 to i64
  %526 = getelementptr float, ptr addrspace(1) %524, i64 %525
  %527 = shl nuw nsw i64 %516, 6
  %528 = or disjoint i64 %527, %464
  %529 = getelementptr float, ptr addrspace(3) @global_smem, i64 %528
  %530 = load <4 x float>, ptr addrspace(3) %529, align 16
  store <4 x float> %530, ptr addrspace(1) %526, align 16
  br label %531

531:                                              ; preds = %521, %515
  %532 = or disjoint i64 %465, 32
  %533 = trunc nuw nsw i64 %532 to i32
  %534 = or disjoint i32 %17, %533
  %535 = icmp slt i32 %534, %3
  %536 = and i1 %535, %471
  br i1 %536, label %537, label %547

537:                                              ; preds = %531
  %538 = mul i32 %534, %10
  %539 = sext i32 %538 to i64
  %540 = getelementptr float, ptr addrspace(1) %2, i64 %539
  %541 = zext nneg i32 %469 to i64
  %542 = getelementptr float, ptr addrspace(1) %540, i64 %541
  %543 = shl nuw nsw i64 %532, 6
  %544 = or disjoint i64 %543, %464
  %545 = getelementptr float, ptr addrspace(3) @global_smem, i64 %544
  %546 = load <4 x float>, ptr addrspace(3) %545, align 16
  store <4 x float> %546, ptr addrspace(1) %542, align 16
  br label %547

547:                                              ; preds = %537, %531
  %548 = or disjoint i64 %465, 40
  %549 = trunc nuw nsw i64 %548 to i32
  %550 = or disjoint i32 %17, %549
  %551 = icmp slt i32 %550, %3
  %552 = and i1 %551, %471
  br i1 %552, label %553, label %563

553:                                              ; preds = %547
  %554 = mul i32 %550, %10
  %555 = sext i32 %554 to i64
  %556 = getelementptr float, ptr addrspace(1) %2, i64 %555
  %557 = zext nneg i32 %469 to i64
  %558 = getelementptr float, ptr addrspace(1) %556, i64 %557
  %559 = shl nuw nsw i64 %548, 6
  %560 = or disjoint i64 %559, %464
  %561 = getelementptr float, ptr addrspace(3) @global_smem, i64 %560
  %562 = load <4 x float>, ptr addrspace(3) %561, align 16
  store <4 x float> %562, ptr addrspace(1) %558, align 16
  br label %563

563:                                              ; preds = %553, %547
  %564 = or disjoint i64 %465, 48
  %565 = trunc nuw nsw i64 %564 to i32
  %566 = or disjoint i32 %17, %565
  %567 = icmp slt i32 %566, %3
  %568 = and i1 %567, %471
  br i1 %568, label %569, label %579

569:                                              ; preds = %563
  %570 = mul i32 %566, %10
  %571 = sext i32 %570 to i64
  %572 = getelementptr float, ptr addrspace(1) %2, i64 %571
  %573 = zext nneg i32 %469 to i64
  %574 = getelementptr float, ptr addrspace(1) %572, i64 %573
  %575 = shl nuw nsw i64 %564, 6
  %576 = or disjoint i64 %575, %464
  %577 = getelementptr float, ptr addrspace(3) @global_smem, i64 %576
  %578 = load <4 x float>, ptr addrspace(3) %577, align 16
  store <4 x float> %578, ptr addrspace(1) %574, align 16
  br label %579

579:                                              ; preds = %569, %563
  %580 = or disjoint i64 %465, 56
  %581 = trunc nuw nsw i64 %580 to i32
  %582 = or disjoint i32 %17, %581
  %583 = icmp slt i32 %582, %3
  %584 = and i1 %583, %471
  br i1 %584, label %585, label %595

585:                                              ; preds = %579
  %586 = mul i32 %582, %10
  %587 = sext i32 %586 to i64
  %588 = getelementptr float, ptr addrspace(1) %2, i64 %587
  %589 = zext nneg i32 %469 to i64
  %590 = getelementptr float, ptr addrspace(1) %588, i64 %589
  %591 = shl nuw nsw i64 %580, 6
  %592 = or disjoint i64 %591, %464
  %593 = getelementptr float, ptr addrspace(3) @global_smem, i64 %592
  %594 = load <4 x float>, ptr addrspace(3) %593, align 16
  store <4 x float> %594, ptr addrspace(1) %590, align 16
  br label %595

595:                                              ; preds = %585, %579
  ret void
}

attributes #0 = { convergent nocallback nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
