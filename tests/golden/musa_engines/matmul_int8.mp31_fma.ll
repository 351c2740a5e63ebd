; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

; Function Attrs: nounwind
define cc 102 void @matmul_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr #2 {
  %13 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %14 = sext i32 %13 to i64
  %15 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl i32 %16, 6
  %19 = shl nsw i64 %14, 4
  %20 = lshr i64 %19, 5
  %21 = trunc i64 %20 to i32
  %22 = add i32 %17, %21
  %23 = mul i32 %22, %6
  %24 = sext i32 %23 to i64
  %25 = getelementptr i8, ptr addrspace(1) %0, i64 %24
  %26 = trunc i64 %19 to i32
  %27 = and i32 %26, 16
  %28 = icmp slt i32 %22, %3
  %29 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %26
  %30 = or i32 %26, 1
  %31 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %30
  %32 = or i32 %26, 2
  %33 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %32
  %34 = or i32 %26, 3
  %35 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %34
  %36 = or i32 %26, 4
  %37 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %36
  %38 = or i32 %26, 5
  %39 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %38
  %40 = or i32 %26, 6
  %41 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %40
  %42 = or i32 %26, 7
  %43 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %42
  %44 = or i32 %26, 8
  %45 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %44
  %46 = or i32 %26, 9
  %47 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %46
  %48 = or i32 %26, 10
  %49 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %48
  %50 = or i32 %26, 11
  %51 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %50
  %52 = or i32 %26, 12
  %53 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %52
  %54 = or i32 %26, 13
  %55 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %54
  %56 = or i32 %26, 14
  %57 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %56
  %58 = or i32 %26, 15
  %59 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %58
  %60 = and i64 %19, 48
  %61 = lshr i64 %19, 6
  %62 = or i64 %60, 4
  %63 = or i64 %60, 8
  %64 = or i64 %60, 12
  %65 = trunc i64 %61 to i32
  %66 = trunc i64 %60 to i32
  %67 = or i32 %18, %66
  %68 = icmp slt i32 %67, %4
  %69 = and i64 %19, -64
  %70 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %26
  %71 = trunc i64 %19 to i32
  %72 = or i32 %71, 1
  %73 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %72
  %74 = trunc i64 %19 to i32
  %75 = or i32 %74, 2
  %76 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %75
  %77 = trunc i64 %19 to i32
  %78 = or i32 %77, 3
  %79 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %78
  %80 = or i64 %62, %69
  %81 = trunc i64 %80 to i32
  %82 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %81
  %83 = trunc i64 %19 to i32
  %84 = or i32 %83, 5
  %85 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %84
  %86 = trunc i64 %19 to i32
  %87 = or i32 %86, 6
  %88 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %87
  %89 = trunc i64 %19 to i32
  %90 = or i32 %89, 7
  %91 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %90
  %92 = or i64 %63, %69
  %93 = trunc i64 %92 to i32
  %94 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %93
  %95 = trunc i64 %19 to i32
  %96 = or i32 %95, 9
  %97 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %96
  %98 = trunc i64 %19 to i32
  %99 = or i32 %98, 10
  %100 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %99
  %101 = trunc i64 %19 to i32
  %102 = or i32 %101, 11
  %103 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %102
  %104 = or i64 %64, %69
  %105 = trunc i64 %104 to i32
  %106 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %105
  %107 = trunc i64 %19 to i32
  %108 = or i32 %107, 13
  %109 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %108
  %110 = trunc i64 %19 to i32
  %111 = or i32 %110, 14
  %112 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %111
  %113 = trunc i64 %19 to i32
  %114 = or i32 %113, 15
  %115 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %114
  %116 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %26
  %117 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %72
  %118 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %75
  %119 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %81
  %120 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %93
  %121 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %105
  %122 = add nuw nsw i64 %61, 32
  %123 = shl i64 %122, 6
  %124 = or i64 %123, %60
  %125 = trunc i64 %124 to i32
  %126 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %125
  %127 = or i64 %123, %62
  %128 = trunc i64 %127 to i32
  %129 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %128
  %130 = or i64 %123, %63
  %131 = trunc i64 %130 to i32
  %132 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %131
  %133 = or i64 %123, %64
  %134 = trunc i64 %133 to i32
  %135 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %134
  %136 = icmp sgt i32 %5, 0
  br i1 %136, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %12
  %137 = sext i32 %67 to i64
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %137
  %138 = and i64 %14, 63
  br label %139

139: ; preds = %.lr.ph, %258
  %140 = phi i32 [ 0, %.lr.ph ], [ %289, %258 ]
  %141 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %288, %258 ]
  %142 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %285, %258 ]
  %143 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %282, %258 ]
  %144 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %279, %258 ]
  %145 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %276, %258 ]
  %146 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %273, %258 ]
  %147 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %270, %258 ]
  %148 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %267, %258 ]
  %149 = or i32 %140, %27
  %150 = icmp slt i32 %149, %5
  %151 = and i1 %28, %150
  br i1 %151, label %152, label %156

152: ; preds = %139
  %153 = sext i32 %149 to i64
  %154 = getelementptr i8, ptr addrspace(1) %25, i64 %153
  %155 = load <16 x i8>, ptr addrspace(1) %154, align 16
  br label %156

156: ; preds = %152, %139
  %157 = phi <16 x i8> [ %155, %152 ], [ zeroinitializer, %139 ]
  %158 = extractelement <16 x i8> %157, i64 0
  %159 = extractelement <16 x i8> %157, i64 1
  %160 = extractelement <16 x i8> %157, i64 2
  %161 = extractelement <16 x i8> %157, i64 3
  %162 = extractelement <16 x i8> %157, i64 4
  %163 = extractelement <16 x i8> %157, i64 5
  %164 = extractelement <16 x i8> %157, i64 6
  %165 = extractelement <16 x i8> %157, i64 7
  %166 = extractelement <16 x i8> %157, i64 8
  %167 = extractelement <16 x i8> %157, i64 9
  %168 = extractelement <16 x i8> %157, i64 10
  %169 = extractelement <16 x i8> %157, i64 11
  %170 = extractelement <16 x i8> %157, i64 12
  %171 = extractelement <16 x i8> %157, i64 13
  %172 = extractelement <16 x i8> %157, i64 14
  %173 = extractelement <16 x i8> %157, i64 15
  %174 = sext i8 %158 to i32
  store i32 %174, ptr addrspace(3) %29, align 16
  %175 = sext i8 %159 to i32
  store i32 %175, ptr addrspace(3) %31, align 4
  %176 = sext i8 %160 to i32
  store i32 %176, ptr addrspace(3) %33, align 8
  %177 = sext i8 %161 to i32
  store i32 %177, ptr addrspace(3) %35, align 4
  %178 = sext i8 %162 to i32
  store i32 %178, ptr addrspace(3) %37, align 16
  %179 = sext i8 %163 to i32
  store i32 %179, ptr addrspace(3) %39, align 4
  %180 = sext i8 %164 to i32
  store i32 %180, ptr addrspace(3) %41, align 8
  %181 = sext i8 %165 to i32
  store i32 %181, ptr addrspace(3) %43, align 4
  %182 = sext i8 %166 to i32
  store i32 %182, ptr addrspace(3) %45, align 16
  %183 = sext i8 %167 to i32
  store i32 %183, ptr addrspace(3) %47, align 4
  %184 = sext i8 %168 to i32
  store i32 %184, ptr addrspace(3) %49, align 8
  %185 = sext i8 %169 to i32
  store i32 %185, ptr addrspace(3) %51, align 4
  %186 = sext i8 %170 to i32
  store i32 %186, ptr addrspace(3) %53, align 16
  %187 = sext i8 %171 to i32
  store i32 %187, ptr addrspace(3) %55, align 4
  %188 = sext i8 %172 to i32
  store i32 %188, ptr addrspace(3) %57, align 8
  %189 = sext i8 %173 to i32
  store i32 %189, ptr addrspace(3) %59, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %190 = add i32 %140, %65
  %191 = icmp slt i32 %190, %5
  %192 = and i1 %68, %191
  br i1 %192, label %193, label %197

193: ; preds = %156
  %194 = mul i32 %190, %8
  %195 = sext i32 %194 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %195
  %196 = load <16 x i8>, ptr addrspace(1) %gep, align 16
  br label %197

197: ; preds = %193, %156
  %198 = phi <16 x i8> [ %196, %193 ], [ zeroinitializer, %156 ]
  %199 = extractelement <16 x i8> %198, i64 0
  %200 = extractelement <16 x i8> %198, i64 1
  %201 = extractelement <16 x i8> %198, i64 2
  %202 = extractelement <16 x i8> %198, i64 3
  %203 = extractelement <16 x i8> %198, i64 4
  %204 = extractelement <16 x i8> %198, i64 5
  %205 = extractelement <16 x i8> %198, i64 6
  %206 = extractelement <16 x i8> %198, i64 7
  %207 = extractelement <16 x i8> %198, i64 8
  %208 = extractelement <16 x i8> %198, i64 9
  %209 = extractelement <16 x i8> %198, i64 10
  %210 = extractelement <16 x i8> %198, i64 11
  %211 = extractelement <16 x i8> %198, i64 12
  %212 = extractelement <16 x i8> %198, i64 13
  %213 = extractelement <16 x i8> %198, i64 14
  %214 = extractelement <16 x i8> %198, i64 15
  %215 = sext i8 %199 to i32
  store i32 %215, ptr addrspace(3) %70, align 16
  %216 = sext i8 %200 to i32
  store i32 %216, ptr addrspace(3) %73, align 4
  %217 = sext i8 %201 to i32
  store i32 %217, ptr addrspace(3) %76, align 8
  %218 = sext i8 %202 to i32
  store i32 %218, ptr addrspace(3) %79, align 4
  %219 = sext i8 %203 to i32
  store i32 %219, ptr addrspace(3) %82, align 16
  %220 = sext i8 %204 to i32
  store i32 %220, ptr addrspace(3) %85, align 4
  %221 = sext i8 %205 to i32
  store i32 %221, ptr addrspace(3) %88, align 8
  %222 = sext i8 %206 to i32
  store i32 %222, ptr addrspace(3) %91, align 4
  %223 = sext i8 %207 to i32
  store i32 %223, ptr addrspace(3) %94, align 16
  %224 = sext i8 %208 to i32
  store i32 %224, ptr addrspace(3) %97, align 4
  %225 = sext i8 %209 to i32
  store i32 %225, ptr addrspace(3) %100, align 8
  %226 = sext i8 %210 to i32
  store i32 %226, ptr addrspace(3) %103, align 4
  %227 = sext i8 %211 to i32
  store i32 %227, ptr addrspace(3) %106, align 16
  %228 = sext i8 %212 to i32
  store i32 %228, ptr addrspace(3) %109, align 4
  %229 = sext i8 %213 to i32
  store i32 %229, ptr addrspace(3) %112, align 8
  %230 = sext i8 %214 to i32
  store i32 %230, ptr addrspace(3) %115, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %231

231: ; preds = %197, %253
  %232 = phi i64 [ 0, %197 ], [ %256, %253 ]
  %233 = shl nuw nsw i64 %232, 7
  %234 = add nsw i64 %233, %14
  %235 = lshr i64 %234, 1
  %236 = and i64 %235, 4294967264
  br label %237

237: ; preds = %231, %237
  %238 = phi i32 [ 0, %231 ], [ %250, %237 ]
  %239 = phi i64 [ 0, %231 ], [ %251, %237 ]
  %240 = or i64 %239, %236
  %241 = trunc i64 %240 to i32
  %242 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %241
  %243 = load i32, ptr addrspace(3) %242, align 4
  %244 = shl nuw nsw i64 %239, 6
  %245 = or i64 %244, %138
  %246 = trunc i64 %245 to i32
  %247 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %246
  %248 = load i32, ptr addrspace(3) %247, align 4
  %249 = mul i32 %248, %243
  %250 = add i32 %249, %238
  %251 = add nuw nsw i64 %239, 1
  %252 = icmp ult i64 %239, 31
  br i1 %252, label %237, label %253

253: ; preds = %237
  %254 = trunc i64 %234 to i32
  %255 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %254
  store i32 %250, ptr addrspace(3) %255, align 4
  %256 = add nuw nsw i64 %232, 1
  %257 = icmp ult i64 %232, 31
  br i1 %257, label %231, label %258

258: ; preds = %253
  tail call void @llvm.musa.syncthreads.lm()
  %259 = load i32, ptr addrspace(3) %116, align 16
  %260 = load i32, ptr addrspace(3) %117, align 4
  %261 = load <2 x i32>, ptr addrspace(3) %118, align 8
  %262 = insertelement <4 x i32> poison, i32 %259, i64 0
  %263 = insertelement <4 x i32> %262, i32 %260, i64 1
  %264 = shufflevector <2 x i32> %261, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %265 = shufflevector <4 x i32> %263, <4 x i32> %264, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %266 = sitofp <4 x i32> %265 to <4 x float>
  %267 = fadd contract <4 x float> %148, %266
  %268 = load <4 x i32>, ptr addrspace(3) %119, align 16
  %269 = sitofp <4 x i32> %268 to <4 x float>
  %270 = fadd contract <4 x float> %147, %269
  %271 = load <4 x i32>, ptr addrspace(3) %120, align 16
  %272 = sitofp <4 x i32> %271 to <4 x float>
  %273 = fadd contract <4 x float> %146, %272
  %274 = load <4 x i32>, ptr addrspace(3) %121, align 16
  %275 = sitofp <4 x i32> %274 to <4 x float>
  %276 = fadd contract <4 x float> %145, %275
  %277 = load <4 x i32>, ptr addrspace(3) %126, align 16
  %278 = sitofp <4 x i32> %277 to <4 x float>
  %279 = fadd contract <4 x float> %144, %278
  %280 = load <4 x i32>, ptr addrspace(3) %129, align 16
  %281 = sitofp <4 x i32> %280 to <4 x float>
  %282 = fadd contract <4 x float> %143, %281
  %283 = load <4 x i32>, ptr addrspace(3) %132, align 16
  %284 = sitofp <4 x i32> %283 to <4 x float>
  %285 = fadd contract <4 x float> %142, %284
  %286 = load <4 x i32>, ptr addrspace(3) %135, align 16
  %287 = sitofp <4 x i32> %286 to <4 x float>
  %288 = fadd contract <4 x float> %141, %287
  tail call void @llvm.musa.syncthreads.lm()
  %289 = add i32 %140, 32
  %290 = icmp slt i32 %289, %5
  br i1 %290, label %139, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %258
  %291 = fptosi <4 x float> %267 to <4 x i32>
  %292 = fptosi <4 x float> %270 to <4 x i32>
  %293 = fptosi <4 x float> %273 to <4 x i32>
  %294 = fptosi <4 x float> %276 to <4 x i32>
  %295 = fptosi <4 x float> %279 to <4 x i32>
  %296 = fptosi <4 x float> %282 to <4 x i32>
  %297 = fptosi <4 x float> %285 to <4 x i32>
  %298 = fptosi <4 x float> %288 to <4 x i32>
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %12
  %299 = phi <4 x i32> [ zeroinitializer, %12 ], [ %298, %._crit_edge.loopexit ]
  %300 = phi <4 x i32> [ zeroinitializer, %12 ], [ %297, %._crit_edge.loopexit ]
  %301 = phi <4 x i32> [ zeroinitializer, %12 ], [ %296, %._crit_edge.loopexit ]
  %302 = phi <4 x i32> [ zeroinitializer, %12 ], [ %295, %._crit_edge.loopexit ]
  %303 = phi <4 x i32> [ zeroinitializer, %12 ], [ %294, %._crit_edge.loopexit ]
  %304 = phi <4 x i32> [ zeroinitializer, %12 ], [ %293, %._crit_edge.loopexit ]
  %305 = phi <4 x i32> [ zeroinitializer, %12 ], [ %292, %._crit_edge.loopexit ]
  %306 = phi <4 x i32> [ zeroinitializer, %12 ], [ %291, %._crit_edge.loopexit ]
  %307 = add i32 %17, %65
  %308 = mul i32 %307, %10
  %309 = sext i32 %308 to i64
  %310 = getelementptr i32, ptr addrspace(1) %2, i64 %309
  %311 = icmp slt i32 %307, %3
  %312 = and i1 %311, %68
  br i1 %312, label %313, label %316

313: ; preds = %._crit_edge
  %314 = sext i32 %67 to i64
  %315 = getelementptr i32, ptr addrspace(1) %310, i64 %314
  store <4 x i32> %306, ptr addrspace(1) %315, align 16
  br label %316

316: ; preds = %313, %._crit_edge
  %317 = trunc i64 %62 to i32
  %318 = or i32 %18, %317
  %319 = icmp slt i32 %318, %4
  %320 = and i1 %311, %319
  br i1 %320, label %321, label %324

321: ; preds = %316
  %322 = sext i32 %318 to i64
  %323 = getelementptr i32, ptr addrspace(1) %310, i64 %322
  store <4 x i32> %305, ptr addrspace(1) %323, align 16
  br label %324

324: ; preds = %321, %316
  %325 = trunc i64 %63 to i32
  %326 = or i32 %18, %325
  %327 = icmp slt i32 %326, %4
  %328 = and i1 %311, %327
  br i1 %328, label %329, label %332

329: ; preds = %324
  %330 = sext i32 %326 to i64
  %331 = getelementptr i32, ptr addrspace(1) %310, i64 %330
  store <4 x i32> %304, ptr addrspace(1) %331, align 16
  br label %332

332: ; preds = %329, %324
  %333 = trunc i64 %64 to i32
  %334 = or i32 %18, %333
  %335 = icmp slt i32 %334, %4
  %336 = and i1 %311, %335
  br i1 %336, label %337, label %340

337: ; preds = %332
  %338 = sext i32 %334 to i64
  %339 = getelementptr i32, ptr addrspace(1) %310, i64 %338
  store <4 x i32> %303, ptr addrspace(1) %339, align 16
  br label %340

340: ; preds = %337, %332
  %341 = trunc i64 %122 to i32
  %342 = add i32 %17, %341
  %343 = mul i32 %342, %10
  %344 = sext i32 %343 to i64
  %345 = getelementptr i32, ptr addrspace(1) %2, i64 %344
  %346 = icmp slt i32 %342, %3
  %347 = and i1 %68, %346
  br i1 %347, label %348, label %351

348: ; preds = %340
  %349 = sext i32 %67 to i64
  %350 = getelementptr i32, ptr addrspace(1) %345, i64 %349
  store <4 x i32> %302, ptr addrspace(1) %350, align 16
  br label %351

351: ; preds = %348, %340
  %352 = and i1 %346, %319
  br i1 %352, label %353, label %356

353: ; preds = %351
  %354 = sext i32 %318 to i64
  %355 = getelementptr i32, ptr addrspace(1) %345, i64 %354
  store <4 x i32> %301, ptr addrspace(1) %355, align 16
  br label %356

356: ; preds = %353, %351
  %357 = and i1 %346, %327
  br i1 %357, label %358, label %361

358: ; preds = %356
  %359 = sext i32 %326 to i64
  %360 = getelementptr i32, ptr addrspace(1) %345, i64 %359
  store <4 x i32> %300, ptr addrspace(1) %360, align 16
  br label %361

361: ; preds = %358, %356
  %362 = and i1 %346, %335
  br i1 %362, label %363, label %366

363: ; preds = %361
  %364 = sext i32 %334 to i64
  %365 = getelementptr i32, ptr addrspace(1) %345, i64 %364
  store <4 x i32> %299, ptr addrspace(1) %365, align 16
  br label %366

366: ; preds = %363, %361
  ret void
}

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
